import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';

export function ClassDetailPage() {
  return (
    <ComingSoon title="Turma">
      <Anchor component={Link} to="/teacher-dashboard">
        Voltar para Minhas Turmas
      </Anchor>
    </ComingSoon>
  );
}
