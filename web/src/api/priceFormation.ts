import { answer, bff } from './client';

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
