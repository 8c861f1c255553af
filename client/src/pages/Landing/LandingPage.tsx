import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';

export function LandingPage() {
  return (
    <ComingSoon
      title="Simulados para concursos públicos"
      description="Correção imediata e detalhada, ranking entre candidatos e simulados elaborados por especialistas. A página inicial completa chega em breve."
    >
      <Button component={Link} to="/simulated">
        Ver simulados
      </Button>
    </ComingSoon>
  );
}
