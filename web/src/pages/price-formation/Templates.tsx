import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Session } from '../../api';
import { formatDateTime } from '../../format';
import { useI18n } from '../../i18n';
import { ProblemAlert } from '../../problem';
import { Empty, ErrorState, Loading } from '../../states';
import { ROOT, type Template } from './model';
import { useObjectiveText } from './objective';

/** Reusable rule math: start a rule from one, or copy it (the copy keeps where it came from). */
export function Templates({ onUse }: { onUse(template: Template): void }) {
  const { t, lang } = useI18n();
  const pf = t.priceFormation;
  const queryClient = useQueryClient();
  const objectiveText = useObjectiveText();
  const templates = useQuery({
    queryKey: ['price-formation', 'templates'],
    queryFn: () => api<Template[]>('GET', `${ROOT}/templates`),
  });
  const copy = useMutation({
    mutationFn: (template: Template) => {
      const session = queryClient.getQueryData<Session>(['session']);
      return api('POST', `${ROOT}/templates/${template.id}/copy`, { sellerId: session?.sellerId ?? '' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['price-formation', 'templates'] }),
  });
  const names = new Map((templates.data ?? []).map((tpl) => [tpl.id, tpl.name]));

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {pf.templates}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {pf.templatesHelp}
      </Text>
      {templates.isPending ? (
        <Loading />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <Empty>{pf.noTemplates}</Empty>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={pf.templates}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{pf.name}</Table.Th>
                  <Table.Th>{pf.objective}</Table.Th>
                  <Table.Th>{pf.createdAt}</Table.Th>
                  <Table.Th>{pf.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.data.map((template) => (
                  <Table.Tr key={template.id} data-testid={`template-${template.name}`}>
                    <Table.Td>
                      {template.name}
                      {template.copiedFrom && (
                        <Text size="xs" c="dimmed">
                          {pf.copiedFrom(names.get(template.copiedFrom) ?? template.copiedFrom)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{objectiveText(template.rule)}</Table.Td>
                    <Table.Td>{formatDateTime(template.createdAt, lang)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`${pf.useTemplate} ${template.name}`}
                          onClick={() => onUse(template)}
                        >
                          {pf.useTemplate}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`${pf.copyTemplate} ${template.name}`}
                          loading={copy.isPending && copy.variables?.id === template.id}
                          onClick={() => copy.mutate(template)}
                        >
                          {pf.copyTemplate}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {copy.isError && <ProblemAlert error={copy.error} />}
        </Stack>
      )}
    </Card>
  );
}
