import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, bff, halPage, type Answer, type Body } from './client';

export type Carrier = Answer<'/bffweb/freight/carriers/{carrierId}', 'get'>;
export type Region = Answer<'/bffweb/freight/regions/{regionId}', 'get'>;
export type Band = Answer<'/bffweb/freight/values/{valueId}', 'get'>;
export type QuoteAnswer = Answer<'/bffweb/freight/quotes/{postalCode}', 'post'>;
type CarrierInput = Body<'/bffweb/freight/carriers', 'post'>;
type RegionInput = Body<'/bffweb/freight/regions', 'post'>;
type BandInput = Body<'/bffweb/freight/values', 'post'>;

/**
 * What the carrier and band forms send: an empty number field goes out as null, so the service refuses
 * it on that field in its own words, as it does for any other bad value; the schema admits no null there.
 */
type AsTyped<T, Nullable extends keyof T> = Omit<T, Nullable> & { [K in Nullable]: T[K] | null };
export type BandForm = AsTyped<Omit<BandInput, 'carrierId'>, 'weightTo' | 'price' | 'deadlineDays'>;
export type CarrierForm = Omit<CarrierInput, 'integration'> & { integration?: object | null };

/** Every change to a carrier, region or band can change the others' lists: the whole area is read again. */
function useFreightChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['freight'] });
}

/** A seller has a handful of carriers: one page of the most the service serves holds them all. */
export function useCarriers() {
  return useQuery({
    queryKey: ['freight', 'carriers'],
    queryFn: async () =>
      halPage(
        await answer(bff.GET('/bffweb/freight/carriers', { params: { query: { size: 200 } } })),
        'carriers',
      ),
  });
}

export function useSaveCarrier(carrier: Carrier | undefined, onSaved: (saved: Carrier) => void) {
  const changed = useFreightChanged();
  return useMutation({
    mutationFn: (form: CarrierForm) => {
      const body = form as CarrierInput;
      return carrier
        ? answer(
            bff.PATCH('/bffweb/freight/carriers/{carrierId}', {
              params: { path: { carrierId: carrier.id } },
              body,
            }),
          )
        : answer(bff.POST('/bffweb/freight/carriers', { body }));
    },
    onSuccess: async (saved) => {
      await changed();
      onSaved(saved);
    },
  });
}

export function useToggleCarrier() {
  const changed = useFreightChanged();
  return useMutation({
    mutationFn: (carrier: Carrier) =>
      answer(
        bff.PATCH('/bffweb/freight/carriers/{carrierId}', {
          params: { path: { carrierId: carrier.id } },
          body: { active: !carrier.active },
        }),
      ),
    onSettled: changed,
  });
}

/** All of a carrier's regions (for the band form's picker). */
export function useCarrierRegions(carrierId: string) {
  return useQuery({
    queryKey: ['freight', 'regions', carrierId, 'all'],
    queryFn: async () =>
      halPage(
        await answer(bff.GET('/bffweb/freight/regions', { params: { query: { carrierId, size: 200 } } })),
        'regions',
      ),
  });
}

export function useRegionsPage(carrierId: string, page: number, size: number) {
  return useQuery({
    queryKey: ['freight', 'regions', carrierId, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/freight/regions', {
            params: { query: { carrierId, size, page: page - 1 } },
          }),
        ),
        'regions',
      ),
    placeholderData: keepPreviousData,
  });
}

/** Creates a region of the carrier, or replaces the name and ranges of the one given. */
export function useSaveRegion(carrierId: string, region: Region | undefined, onSaved: () => void) {
  const changed = useFreightChanged();
  return useMutation({
    mutationFn: (body: Pick<RegionInput, 'name' | 'ranges'>) =>
      region
        ? answer(
            bff.PATCH('/bffweb/freight/regions/{regionId}', {
              params: { path: { regionId: region.id } },
              body,
            }),
          )
        : answer(bff.POST('/bffweb/freight/regions', { body: { ...body, carrierIds: [carrierId] } })),
    onSuccess: async () => {
      await changed();
      onSaved();
    },
  });
}

export function useDeleteRegion(onDeleted: () => void) {
  const changed = useFreightChanged();
  return useMutation({
    mutationFn: (region: Region) =>
      answer(bff.DELETE('/bffweb/freight/regions/{regionId}', { params: { path: { regionId: region.id } } })),
    onSuccess: async () => {
      onDeleted();
      await changed();
    },
  });
}

export function useBandsPage(carrierId: string, page: number, size: number) {
  return useQuery({
    queryKey: ['freight', 'values', carrierId, page],
    queryFn: async () =>
      halPage(
        await answer(
          bff.GET('/bffweb/freight/values', {
            params: { query: { carrierId, size, page: page - 1 } },
          }),
        ),
        'freightValues',
      ),
    placeholderData: keepPreviousData,
  });
}

/** Creates a band of the carrier, or replaces the one given. */
export function useSaveBand(carrierId: string, band: Band | undefined, onSaved: () => void) {
  const changed = useFreightChanged();
  return useMutation({
    mutationFn: (form: BandForm) => {
      const body = form as Omit<BandInput, 'carrierId'>;
      return band
        ? answer(
            bff.PATCH('/bffweb/freight/values/{valueId}', { params: { path: { valueId: band.id } }, body }),
          )
        : answer(bff.POST('/bffweb/freight/values', { body: { ...body, carrierId } }));
    },
    onSuccess: async () => {
      await changed();
      onSaved();
    },
  });
}

export function useDeleteBand(onDeleted: () => void) {
  const changed = useFreightChanged();
  return useMutation({
    mutationFn: (band: Band) =>
      answer(bff.DELETE('/bffweb/freight/values/{valueId}', { params: { path: { valueId: band.id } } })),
    onSuccess: async () => {
      onDeleted();
      await changed();
    },
  });
}

/** A carrier's table from CSV text; a dry run only reports what it would write. */
export function useImportTable(carrierId: string) {
  const changed = useFreightChanged();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      answer(
        bff.POST('/bffweb/freight/carriers/{carrierId}/table', { params: { path: { carrierId } }, body }),
      ),
    onSuccess: (result) => (result.dryRun ? undefined : changed()),
  });
}

/** Quotes a cart to a postal code, with the explanation only the seller sees. */
export function quoteFreight(postalCode: string, body: Body<'/bffweb/freight/quotes/{postalCode}', 'post'>) {
  return answer(
    bff.POST('/bffweb/freight/quotes/{postalCode}', {
      params: { path: { postalCode }, query: { explain: true } },
      body,
    }),
  );
}
