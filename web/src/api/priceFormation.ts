import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, halPage, type Answer, type Body } from './client';

/** One pricing rule, for `useQueries` over the rules a page names (a deleted one stays unnamed). */
export function ruleQuery(ruleId: string) {
  return {
    queryKey: ['price-formation', 'rule', ruleId],
    queryFn: () =>
      answer(bff.GET('/bffweb/price-formation/rules/{ruleId}', { params: { path: { ruleId } } })),
    staleTime: 60_000,
    retry: false,
  };
}

type Job = Answer<'/bffweb/price-formation/rules/{ruleId}/jobs/{jobId}', 'get'>;
/** A job is over once it succeeded or failed. */
export const jobDone = (job: Job | undefined) => job?.status === 'SUCCESS' || job?.status === 'FAILED';

/** A rule's apply or restore job, read every 700 ms until it ends; then what it changed is read again. */
export function usePricingJob(ruleId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['price-formation', 'job', jobId],
    queryFn: async () => {
      const job = await answer(
        bff.GET('/bffweb/price-formation/rules/{ruleId}/jobs/{jobId}', {
          params: { path: { ruleId, jobId } },
        }),
      );
      if (jobDone(job)) {
        // The job's prices and the rule's status changed: the results and the list read them again.
        await queryClient.invalidateQueries({ queryKey: ['price-formation', 'results', ruleId] });
        await queryClient.invalidateQueries({ queryKey: ['price-formation', 'rules'] });
      }
      return job;
    },
    refetchInterval: (query) => (jobDone(query.state.data) ? false : 700),
  });
}

/** The prices a rule's runs wrote, a page at a time. */
export function useRuleResults(ruleId: string, page: number, size: number) {
  return useQuery({
    queryKey: ['price-formation', 'results', ruleId, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/price-formation/rules/{ruleId}/results', {
            params: { path: { ruleId }, query: { size, page: page - 1 } },
          }),
        ),
        'priceFormationResultList',
      ),
    placeholderData: keepPreviousData,
  });
}

export type Simulation = Answer<'/bffweb/price-formation/simulate', 'post'>;

/**
 * What a rule's math would price now, for the editor's preview. The math comes as its JSON text, which is
 * also the cache key: an edit that changes nothing asks nothing again.
 */
export function useSimulation(mathJson: string | null) {
  return useQuery({
    queryKey: ['price-formation', 'simulation', mathJson],
    enabled: mathJson !== null,
    queryFn: () =>
      answer(
        bff.POST('/bffweb/price-formation/simulate', {
          body: JSON.parse(mathJson!) as Body<'/bffweb/price-formation/simulate', 'post'>,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
