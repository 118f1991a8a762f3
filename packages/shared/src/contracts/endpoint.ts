import type { z } from 'zod';
import type { TeamRole } from '../domain.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `session`: a signed-in member (cookie);
 * `admin`: a signed-in admin; `apiKey`: a member's personal key in the x-api-key header.
 */
export type EndpointAuth = 'public' | 'session' | 'admin' | 'apiKey';

/**
 * One contract per endpoint (CONTRIBUTING.md rule 2): the API validates with it, the web app parses
 * with it, and the OpenAPI document is generated from it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Path below /api/v1/, exactly as docs/product.md §7 names it. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: EndpointAuth;
  query?: z.ZodObject;
  body?: z.ZodObject;
  response: z.ZodType;
  /**
   * The least team role that may call a `session` or `apiKey` endpoint (decision 036). Unset: a
   * GET is every member's read, anything else is the owner's (teamRoleMay, team-roles.ts).
   */
  teamRole?: TeamRole;
  /** Status of a successful answer; 200 unless said otherwise (docs/product.md §7: success is 200). */
  successStatus?: number;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodObject ? z.input<E['body']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodObject ? z.input<E['query']> : never;
