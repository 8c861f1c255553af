import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { formatDateTime, saoPauloLocalToDate, type AdminAppeals } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { DateTimeField } from '../../../components/DateTimeField';
import type { FlashTone } from '../../../hooks/useFlash';
import { useAdminSimulados } from '../../admin/queries';
import { appealQueries, useAppealsWindowMutation } from '../queries';
import { APPEAL_UI as M, STATUS_COLORS } from '../messages';
import { RichContent } from '../../papers/RichContent';
import { BlockOpening } from '../../papers/BlockOpening';
import { DecisionForm } from './DecisionForm';
import { ItemStatisticsTable } from './ItemStatisticsTable';
import { KeyChangeList } from './KeyChangeList';
import { RegradeProgress } from './RegradeProgress';

/** What the admin panel (pages/AdminPanel/adminTabs.tsx) gives its tabs: a flash. */
type AdminTabProps = { notify: (message: string, tone: FlashTone) => void };

/**
 * 'Recursos': per simulado, the appeals window, the appeals grouped by question
 * with the decision on each, the regrade's progress, the item statistics (linked to each
 * question's appeals) and the audit list of the key.
 */
export function AppealsTab({ notify }: AdminTabProps) {
  const simulados = useAdminSimulados();
  const [simuladoId, setSimuladoId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Select
        label={M.pickSimulado}
        placeholder={M.pickSimuladoPlaceholder}
        data={(simulados.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
        value={simuladoId}
        onChange={setSimuladoId}
        searchable
        maw={480}
      />
      {simuladoId ? <SimuladoAppeals simuladoId={simuladoId} notify={notify} /> : null}
    </Stack>
  );
}

function SimuladoAppeals({ simuladoId, notify }: { simuladoId: string } & AdminTabProps) {
  const appeals = useQuery(appealQueries.admin(simuladoId));
  const statistics = useQuery(appealQueries.statistics(simuladoId));
  return (
    <Stack gap="lg">
      <RegradeProgress simuladoId={simuladoId} />
      {appeals.data ? (
        <AppealsWindow simuladoId={simuladoId} appeals={appeals.data} notify={notify} />
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="recursos-por-questao">
        <Title order={2} fz="h4" id="recursos-por-questao">
          {M.appealsTitle}
        </Title>
        {appeals.data?.questions.length === 0 ? <Text c="dimmed">{M.noAppeals}</Text> : null}
        {appeals.data?.questions.map((group, i, groups) => (
          <Fragment key={group.questionId}>
            {/* The base text once, above the first appealed question of its block. */}
            <BlockOpening
              baseTexts={appeals.data.baseTexts ?? []}
              number={group.number}
              previous={groups[i - 1]?.number}
            />
            <Paper withBorder p="md" id={`recurso-q${group.number}`}>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Text fw={700}>{M.question(group.number)}</Text>
                    <Badge variant="light" color="gray">
                      {M.count(group.count)}
                    </Badge>
                    <Badge variant="outline">
                      {group.annulled ? M.annulled : M.key(group.correctOption)}
                    </Badge>
                  </Group>
                  <Badge color={STATUS_COLORS[group.status]} variant="filled" tt="none">
                    {M.status[group.status]}
                  </Badge>
                </Group>
                <RichContent size="sm" html={group.text} />
                {group.reply ? (
                  <Text size="sm" c="dimmed">
                    <strong>{M.myAnswer}</strong> {group.reply}
                  </Text>
                ) : null}
                <Stack gap={4} component="ul" m={0} pl="md">
                  {group.appeals.map((appeal) => (
                    <Text key={appeal.id} size="sm" component="li">
                      <strong>{appeal.authorName}</strong> ({formatDateTime(appeal.createdAt)}):{' '}
                      {appeal.text}
                    </Text>
                  ))}
                </Stack>
                <DecisionForm
                  simuladoId={simuladoId}
                  format={appeals.data.format}
                  group={group}
                  notify={notify}
                />
              </Stack>
            </Paper>
          </Fragment>
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="estatisticas-itens">
        <Title order={2} fz="h4" id="estatisticas-itens">
          {M.statisticsTitle}
        </Title>
        {statistics.data ? (
          <ItemStatisticsTable stats={statistics.data} appealsHref={(n) => `#recurso-q${n}`} />
        ) : null}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="historico-gabarito">
        <Title order={2} fz="h4" id="historico-gabarito">
          {M.auditTitle}
        </Title>
        <KeyChangeList simuladoId={simuladoId} />
      </Stack>
    </Stack>
  );
}

function AppealsWindow({
  simuladoId,
  appeals,
  notify,
}: { simuladoId: string; appeals: AdminAppeals } & AdminTabProps) {
  const [local, setLocal] = useState('');
  const mutation = useAppealsWindowMutation();
  const save = () => {
    const date = local ? saoPauloLocalToDate(local) : null;
    mutation.mutate(
      { simuladoId, appealsUntil: date ? date.toISOString() : null },
      {
        onSuccess: () => notify(M.windowSaved, 'success'),
        onError: (error) => notify(serverMessageOr(error, M.windowSave), 'error'),
      },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="prazo-recursos">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="prazo-recursos">
          {M.windowTitle}
        </Title>
        <Text size="sm">
          {appeals.appealsUntil ? `Até ${formatDateTime(appeals.appealsUntil)}` : M.windowNone}
          {appeals.endDate ? ` · Fim do simulado: ${formatDateTime(appeals.endDate)}` : ''}
        </Text>
        <Group align="flex-end" gap="xs">
          <DateTimeField label={M.windowLabel} value={local} onChange={setLocal} />
          <Button onClick={save} loading={mutation.isPending}>
            {M.windowSave}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
