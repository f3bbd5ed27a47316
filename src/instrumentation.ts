export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Importing inside the runtime check keeps Node-only modules out of the edge bundle.
  const { startServerProcess } = await import('./server/process');
  await startServerProcess();
  const { warnAboutInsecureSiteUrl } = await import('./server/security/transport');
  warnAboutInsecureSiteUrl();
}
