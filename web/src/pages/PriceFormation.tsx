import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { formatDateTime } from '../format';
import { getPage } from '../hal';
import { useI18n } from '../i18n';
import { ProblemAlert } from '../problem';
import { Empty, ErrorState, Loading, PageTitle } from '../states';
import { draftOf, emptyDraft, type Draft } from './price-formation/draft';
import { ROOT, type Rule, type Template } from './price-formation/model';
import { useObjectiveText } from './price-formation/objective';
import { RuleEditor } from './price-formation/RuleEditor';
import { RunPanel } from './price-formation/RunPanel';
import { Templates } from './price-formation/Templates';
import { Pager } from '../paging';
import { ConfirmDialog } from '../dialogs';

const PAGE_SIZE = 20;
const statusColor: Record<string, string> = {
  INACTIVE: 'gray',
  SCHEDULED: 'blue',
  ACTIVE: 'teal',
  FINISHED: 'yellow',
};

type Action = 'apply' | 'restore' | 'finish' | 'clone' | 'delete';
type Confirmed = 'apply' | 'restore' | 'finish' | 'delete';

/** Price rules: edit with a live simulation, apply with the job's progress, results, restore, templates. */
export function PriceFormationPage() {
  const { t, lang } = useI18n();
  const pf = t.priceFormation;
  const queryClient = useQueryClient();
  const objectiveText = useObjectiveText();
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<{ rule?: Rule; draft: Draft; key: number } | null>(null);
  const [run, setRun] = useState<{ rule: Rule; jobId?: string } | null>(null);
  // Apply, restore, finish and delete change prices or lose the rule: each is asked once more.
  const [confirming, setConfirming] = useState<{ rule: Rule; action: Confirmed } | null>(null);

  const rules = useQuery({
    queryKey: ['price-formation', 'rules', page],
    queryFn: () =>
      getPage<Rule>(`${ROOT}/rules?size=${PAGE_SIZE}&page=${page - 1}`, 'priceFormationRuleList'),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: async ({ rule, action }: { rule: Rule; action: Action }) => {
      const url = `${ROOT}/rules/${rule.id}`;
      if (action === 'apply')
        return { rule, action, job: await api<{ jobId: string }>('POST', `${url}/apply`) };
      if (action === 'restore')
        return { rule, action, job: await api<{ jobId: string }>('POST', `${url}/restore-prices`) };
      if (action === 'finish') await api('POST', `${url}/finish`);
      if (action === 'clone') await api('POST', `${url}/clone`);
      if (action === 'delete') await api('DELETE', url);
      return { rule, action, job: undefined };
    },
    onSuccess: async ({ rule, action, job }) => {
      setConfirming(null);
      if (job) setRun({ rule, jobId: job.jobId });
      else if (action === 'delete' && run?.rule.id === rule.id) setRun(null);
      await queryClient.invalidateQueries({ queryKey: ['price-formation', 'rules'] });
    },
  });
  const openEditor = (draft: Draft, rule?: Rule) => setEditor({ rule, draft, key: Date.now() });
  // A price history entry links here as ?rule=<id>: that rule opens in the editor, once.
  useEffect(() => {
    const linkedId = new URLSearchParams(window.location.search).get('rule');
    if (!linkedId) return;
    window.history.replaceState(null, '', window.location.pathname);
    void api<Rule>('GET', `${ROOT}/rules/${encodeURIComponent(linkedId)}`).then((rule) =>
      setEditor({ rule, draft: draftOf(rule, lang), key: Date.now() }),
    );
  }, [lang]);
  const startFromTemplate = (template: Template) => openEditor(draftOf(template.rule, lang, template.name));
  const items = rules.data?.items ?? [];

  return (
    <Stack>
      <PageTitle>{pf.title}</PageTitle>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {pf.rules}
          </Title>
          <Button onClick={() => openEditor(emptyDraft())}>{pf.newRule}</Button>
        </Group>
        {rules.isPending ? (
          <Loading />
        ) : rules.isError ? (
          <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
        ) : items.length === 0 ? (
          <Empty>{pf.noRules}</Empty>
        ) : (
          <Stack gap="xs">
            <Table.ScrollContainer minWidth={820}>
              <Table striped aria-label={pf.rules}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{pf.name}</Table.Th>
                    <Table.Th miw={130}>{pf.status}</Table.Th>
                    <Table.Th>{pf.objective}</Table.Th>
                    <Table.Th>{pf.platforms}</Table.Th>
                    <Table.Th>{pf.priority}</Table.Th>
                    <Table.Th>{pf.updatedAt}</Table.Th>
                    <Table.Th>{pf.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((rule) => {
                    const running = rule.status === 'ACTIVE' || rule.status === 'SCHEDULED';
                    return (
                      <Table.Tr key={rule.id} data-testid={`rule-${rule.name}`}>
                        <Table.Td>{rule.name}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={statusColor[rule.status] ?? 'gray'}>
                            {pf.statuses[rule.status] ?? rule.status}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{objectiveText(rule)}</Table.Td>
                        <Table.Td>{rule.eligibility?.platforms?.join(', ') || pf.allPlatforms}</Table.Td>
                        <Table.Td>{rule.priority}</Table.Td>
                        <Table.Td>{formatDateTime(rule.updatedAt, lang)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`${pf.edit} ${rule.name}`}
                              onClick={() => openEditor(draftOf(rule, lang), rule)}
                            >
                              {pf.edit}
                            </Button>
                            <Button
                              size="xs"
                              aria-label={`${pf.apply} ${rule.name}`}
                              disabled={rule.status === 'FINISHED'}
                              loading={
                                act.isPending &&
                                act.variables.rule.id === rule.id &&
                                act.variables.action === 'apply'
                              }
                              onClick={() => setConfirming({ rule, action: 'apply' })}
                            >
                              {pf.apply}
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={`${pf.results} ${rule.name}`}
                              onClick={() => setRun({ rule, jobId: rule.lastJobId })}
                            >
                              {pf.results}
                            </Button>
                            <Menu position="bottom-end" withinPortal>
                              <Menu.Target>
                                <Button size="xs" variant="subtle" aria-label={`${pf.more} ${rule.name}`}>
                                  ⋯
                                </Button>
                              </Menu.Target>
                              <Menu.Dropdown>
                                <Menu.Item onClick={() => setConfirming({ rule, action: 'restore' })}>
                                  {pf.restore}
                                </Menu.Item>
                                <Menu.Item
                                  disabled={!running}
                                  onClick={() => setConfirming({ rule, action: 'finish' })}
                                >
                                  {pf.finish}
                                </Menu.Item>
                                <Menu.Item onClick={() => act.mutate({ rule, action: 'clone' })}>
                                  {pf.clone}
                                </Menu.Item>
                                <Menu.Item
                                  color="red"
                                  disabled={running}
                                  onClick={() => setConfirming({ rule, action: 'delete' })}
                                >
                                  {pf.delete}
                                </Menu.Item>
                              </Menu.Dropdown>
                            </Menu>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager page={rules.data.page} value={page} onChange={setPage} />
          </Stack>
        )}
        {act.isError && !confirming && <ProblemAlert error={act.error} />}
        {rules.isSuccess && items.length > 0 && (
          <Text size="xs" c="dimmed" mt="xs">
            {pf.rulesHelp}
          </Text>
        )}
      </Card>
      {confirming && (
        <ConfirmDialog
          title={pf.confirm[confirming.action].title(confirming.rule.name)}
          message={pf.confirm[confirming.action].message}
          confirmLabel={pf.confirm[confirming.action].action}
          confirmColor={confirming.action === 'delete' ? 'red' : undefined}
          pending={act.isPending}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => {
            setConfirming(null);
            act.reset();
          }}
        >
          {act.isError ? <ProblemAlert error={act.error} /> : null}
        </ConfirmDialog>
      )}
      {run && (
        <RunPanel
          key={`${run.rule.id}/${run.jobId ?? ''}`}
          rule={run.rule}
          jobId={run.jobId}
          onClose={() => setRun(null)}
        />
      )}
      <Templates onUse={startFromTemplate} />
      {editor && (
        <RuleEditor
          key={editor.key}
          rule={editor.rule}
          initial={editor.draft}
          onClose={() => setEditor(null)}
          onSaved={(saved, apply) => {
            setEditor(null);
            // Saved first (nothing priced yet); the prices change only once the seller confirms.
            if (apply) setConfirming({ rule: saved, action: 'apply' });
          }}
        />
      )}
    </Stack>
  );
}
