import type http from 'node:http';
import { loadCatalog, type Catalog } from './catalog.js';
import { request, sessionCookie } from './http.js';
import { SOAK_ADMIN } from './server-process.js';

/** Signs the soak administrator in (ADMIN_USERNAME/ADMIN_PASSWORD of the server) and returns the cookie. */
export async function adminLogin(agent: http.Agent, baseUrl: string): Promise<string> {
  const response = await request(agent, `${baseUrl}/api/auth/login`, { json: SOAK_ADMIN });
  const cookie = sessionCookie(response);
  if (response.status !== 200 || !cookie) throw new Error(`admin login: ${response.status} ${response.body}`);
  return cookie;
}

export async function prepareSite(agent: http.Agent, baseUrl: string): Promise<{ catalog: Catalog; adminCookie: string }> {
  return { catalog: await loadCatalog(agent, baseUrl), adminCookie: await adminLogin(agent, baseUrl) };
}
