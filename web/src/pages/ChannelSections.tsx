import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { ApiError } from '../api';
import {
  useAnswerQuestion,
  useReadExistingItems,
  useSettleExistingItem,
  useUnansweredQuestions,
  useUnmatchedItems,
  type BuyerQuestion,
  type ExistingItem,
} from '../api/marketplaces';
import { formatDateTime, formatMoney } from '../format';
import { useI18n } from '../i18n';
import { refusalText } from '../problem';
import { Empty, ErrorState, Loading } from '../states';

/** The platform whose buyers' questions the questions section reads (Mercado Livre's own routes). */
export const QUESTIONS_PLATFORM = 'MERCADO_LIVRE';

/**
 * The items the seller already sold on a channel that Feira could not link on its own: each can be
 * linked to a SKU (by its code) or ignored; "read again" books another read of the account.
 */
export function ExistingItemsSection({ platform, name }: { platform: string; name: string }) {
  const { t } = useI18n();
  const items = useUnmatchedItems(platform, true);
  const read = useReadExistingItems(platform);
  return (
    <Card withBorder component="section" aria-labelledby="existing-items-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} id="existing-items-title">
            {t.marketplaces.existingTitle(name)}
          </Text>
          <Button variant="default" size="xs" onClick={() => read.mutate()} loading={read.isPending}>
            {t.marketplaces.readAgain}
          </Button>
        </Group>
        <Text size="sm">{t.marketplaces.existingIntro}</Text>
        {read.isSuccess && (
          <Text size="sm" c="teal" role="status">
            {t.marketplaces.readQueued}
          </Text>
        )}
        {items.isPending ? (
          <Loading />
        ) : items.isError ? (
          <ErrorState error={items.error} onRetry={() => void items.refetch()} />
        ) : items.data.items.length === 0 ? (
          <Empty>{t.marketplaces.existingEmpty}</Empty>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table striped aria-label={t.marketplaces.existingTitle(name)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.marketplaces.item}</Table.Th>
                  <Table.Th>{t.marketplaces.sellerSku}</Table.Th>
                  <Table.Th>{t.marketplaces.gtin}</Table.Th>
                  <Table.Th>{t.marketplaces.why}</Table.Th>
                  <Table.Th>{t.marketplaces.skuToLink}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.data.items.map((item) => (
                  <ExistingItemRow key={item.id} item={item} platform={platform} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

function ExistingItemRow({ item, platform }: { item: ExistingItem; platform: string }) {
  const { t, lang } = useI18n();
  const [sku, setSku] = useState(item.sellerSku ?? '');
  const settle = useSettleExistingItem(platform);
  return (
    <Table.Tr data-item={item.channelItemId}>
      <Table.Td>
        <Text size="sm">
          {item.permalink ? (
            <Anchor href={item.permalink} target="_blank" rel="noreferrer">
              {item.title}
            </Anchor>
          ) : (
            item.title
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {item.channelItemId} · {formatMoney(item.price, lang)}
        </Text>
      </Table.Td>
      <Table.Td>{item.sellerSku ?? '—'}</Table.Td>
      <Table.Td>{item.gtin ?? '—'}</Table.Td>
      <Table.Td>{item.reason ? (t.marketplaces.reasons[item.reason] ?? item.reason) : '—'}</Table.Td>
      <Table.Td>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (sku.trim()) settle.mutate({ id: item.id, sku: sku.trim() });
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`${t.marketplaces.skuToLink}: ${item.title}`}
              value={sku}
              onChange={(event) => setSku(event.currentTarget.value)}
              size="xs"
              w={150}
            />
            <Button type="submit" size="xs" loading={settle.isPending} disabled={!sku.trim()}>
              {t.marketplaces.link}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => settle.mutate({ id: item.id, sku: null })}
              disabled={settle.isPending}
            >
              {t.marketplaces.ignore}
            </Button>
          </Group>
          {settle.isError && (
            <Text size="xs" c="red" role="alert">
              {refusalText(settle.error, t)}
            </Text>
          )}
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

/** Buyers' questions waiting for an answer, the item they are about and the time left. */
export function QuestionsSection() {
  const { t } = useI18n();
  const questions = useUnansweredQuestions(true);
  // The answered card leaves the list, so the confirmation lives here.
  const [answered, setAnswered] = useState(false);
  return (
    <Card withBorder component="section" aria-labelledby="questions-title">
      <Stack gap="xs">
        <Text fw={600} id="questions-title">
          {t.marketplaces.questionsTitle}
        </Text>
        <Text size="sm">{t.marketplaces.questionsIntro}</Text>
        {answered && (
          <Text size="sm" c="teal" role="status">
            {t.marketplaces.answered}
          </Text>
        )}
        {questions.isPending ? (
          <Loading />
        ) : questions.isError ? (
          <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />
        ) : questions.data.questions.length === 0 ? (
          <Empty>{t.marketplaces.questionsEmpty}</Empty>
        ) : (
          questions.data.questions.map((question) => (
            <QuestionCard
              key={question.questionId}
              question={question}
              onAnswered={() => setAnswered(true)}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}

/** The seconds left as hours and minutes, in words ("Faltam 3 h 10 min", "Atrasada há 1 h 5 min"). */
function timeLeftText(secondsLeft: number, t: ReturnType<typeof useI18n>['t']): string {
  const minutes = Math.floor(Math.abs(secondsLeft) / 60);
  const words = secondsLeft >= 0 ? t.marketplaces.timeLeft : t.marketplaces.overdue;
  return words(Math.floor(minutes / 60), minutes % 60);
}

function QuestionCard({ question, onAnswered }: { question: BuyerQuestion; onAnswered: () => void }) {
  const { t, lang } = useI18n();
  const [text, setText] = useState('');
  const send = useAnswerQuestion();
  // A refusal of Mercado Livre's comes in its own words; other problems as the admin explains them.
  const refusal =
    send.error instanceof ApiError && send.error.status === 422 && send.error.problem.detail
      ? t.marketplaces.refusedBy(send.error.problem.detail)
      : refusalText(send.error, t);
  const overdue = (question.secondsLeft ?? 0) < 0;
  return (
    <Card withBorder padding="sm" data-question={question.questionId}>
      <Stack gap={4}>
        <Text fw={500}>{question.text}</Text>
        <Text size="xs" c="dimmed">
          {t.marketplaces.askedAbout}: {question.itemTitle ?? question.itemId} ({question.itemId}) ·{' '}
          {formatDateTime(question.askedAt, lang)}
        </Text>
        {question.secondsLeft !== null && (
          <Text size="sm" c={overdue ? 'red' : 'orange'}>
            {timeLeftText(question.secondsLeft, t)}
          </Text>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim())
              send.mutate({ questionId: question.questionId, text: text.trim() }, { onSuccess: onAnswered });
          }}
        >
          <Stack gap={4}>
            <Textarea
              label={t.marketplaces.yourAnswer}
              description={t.marketplaces.answerHint}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <Group>
              <Button type="submit" size="xs" loading={send.isPending} disabled={!text.trim()}>
                {t.marketplaces.send}
              </Button>
            </Group>
            {send.isError && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
