// `next/root-params` is replaced by Next's compiler; in tests there is no route, so no language but the default.
export async function locale(): Promise<string | undefined> {
  return undefined;
}
