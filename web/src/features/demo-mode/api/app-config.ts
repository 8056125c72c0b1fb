import { getJson } from '../../../lib/api-client';

export const APP_CONFIG_PATH = '/app-config';

export interface AppConfig {
  demo_mode: boolean;
}

/** Deployment facts from the server; a failed read counts as an ordinary deployment. */
export async function fetchAppConfig(): Promise<AppConfig> {
  const body = await getJson<AppConfig>(APP_CONFIG_PATH, { authRedirect: false });
  return { demo_mode: body.status === 200 && body.data?.demo_mode === true };
}
