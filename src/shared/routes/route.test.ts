// A route's zod-free half and its full contract (docs/decisions/0028-route-contracts.md): the full
// one has the half's method, path and access, and its schemas must have the half's types, which
// `npx tsc` proves (each @ts-expect-error below fails the type check once the mismatch compiles).
import { describe, expect, it } from 'vitest';
import { contactMessageResult } from '../contracts/contact';
import { eventsResponse } from '../contracts/events';
import { withSchemas } from './route';
import * as site from './site';
import * as endpoints from './site-endpoints';

describe('withSchemas', () => {
  it("keeps the half's method, path and access and adds the schemas", () => {
    const { method, path, access } = endpoints.sendContactMessage;
    expect(site.sendContactMessage).toMatchObject({ method, path, access });
    expect(site.sendContactMessage.body.safeParse({}).success).toBe(false);
    expect(site.sendContactMessage.response).toBe(contactMessageResult);
  });

  it("refuses schemas whose types are not the half's", () => {
    // @ts-expect-error: the events' answer is not the counters'.
    const wrongAnswer = withSchemas(endpoints.getCounters, { response: eventsResponse });
    // @ts-expect-error: the contact form's answer is not what it takes.
    const wrongBody = withSchemas(endpoints.sendContactMessage, { body: contactMessageResult });
    expect([wrongAnswer.path, wrongBody.path]).toEqual(['/api/counters', '/api/contact']);
  });
});
