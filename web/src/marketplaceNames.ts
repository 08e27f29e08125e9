import { usePlatforms } from './api/marketplaces';

/**
 * A marketplace as a seller names it: the platform's name without the technical notes the service
 * keeps in parentheses ("Sandbox marketplace A (GTIN frozen after publication…)" → "Sandbox
 * marketplace A"), and never the code in parentheses after it.
 */
function cleanMarketplaceName(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, '').trim() || name;
}

/** The display name of each platform code, from the service's list of platforms (fetched once). */
export function usePlatformNames(): (platform: string) => string {
  const platforms = usePlatforms();
  return (platform) => {
    const name = platforms.data?.find((p) => p.platform === platform)?.name;
    return name ? cleanMarketplaceName(name) : platform;
  };
}
