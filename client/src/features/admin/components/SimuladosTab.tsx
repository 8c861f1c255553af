import { useState } from 'react';
import type { FlashTone } from '../../../hooks/useFlash';
import type { AdminSimulado } from '@gabaritei/shared';
import { CsvImport } from './CsvImport';
import { DocxImport } from '../../papers/import/DocxImport';
import { QuestionsEditor } from '../../papers/editor/QuestionsEditor';
import { SimuladoEditForm } from './SimuladoEditForm';
import { SimuladoForm } from './SimuladoForm';
import { SimuladoList } from './SimuladoList';

type View =
  | { name: 'list' }
  | { name: 'form' }
  | { name: 'edit'; simulado: AdminSimulado }
  | { name: 'csv'; simuladoId: string }
  | { name: 'questions' | 'docx'; simulado: AdminSimulado };

/**
 * 'Simulados': list → form → import (CSV here, or 'Importar do Word' from it) → list
 * (PRODUCT §4), and list → edit → list. The CSV view keeps the id of the simulado just
 * created; leaving it unmounts it, which clears its text and questions.
 */

export function SimuladosTab({ notify }: { notify: (message: string, tone: FlashTone) => void }) {
  const [view, setView] = useState<View>({ name: 'list' });
  const toList = () => setView({ name: 'list' });

  if (view.name === 'form')
    return (
      <SimuladoForm
        notify={notify}
        onCreated={(simuladoId) => setView({ name: 'csv', simuladoId })}
        onCancel={toList}
      />
    );
  if (view.name === 'edit')
    return <SimuladoEditForm simulado={view.simulado} notify={notify} onDone={toList} />;
  if (view.name === 'questions')
    return (
      <QuestionsEditor
        simuladoId={view.simulado.id}
        title={view.simulado.title}
        notify={notify}
        onBack={toList}
      />
    );
  if (view.name === 'docx')
    return (
      <DocxImport
        simuladoId={view.simulado.id}
        title={view.simulado.title}
        notify={notify}
        onBack={toList}
      />
    );
  if (view.name === 'csv')
    return (
      <CsvImport
        simuladoId={view.simuladoId}
        notify={notify}
        onBack={toList}
        onWord={(simulado) => setView({ name: 'docx', simulado })}
      />
    );
  return (
    <SimuladoList
      notify={notify}
      onNew={() => setView({ name: 'form' })}
      onEdit={(simulado) => setView({ name: 'edit', simulado })}
      onImport={(simuladoId) => setView({ name: 'csv', simuladoId })}
      onPaper={(simulado, name) => setView({ name, simulado })}
    />
  );
}
