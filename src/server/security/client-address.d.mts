export const CLIENT_IP_HEADER: 'x-agency-client-ip';
export function stampClientAddress(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  trustProxy: boolean,
): void;
export function forwardedAddress(get: (name: string) => string | null | undefined): string;
