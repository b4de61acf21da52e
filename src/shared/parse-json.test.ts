import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonWith } from './parse-json';

const point = z.object({ x: z.number() });

describe('parseJsonWith', () => {
  it("gives the schema's output for JSON it accepts", () => {
    expect(parseJsonWith(point, '{"x":1,"extra":true}')).toEqual({ x: 1 });
  });

  it('gives null for text that is not JSON, and for JSON the schema refuses', () => {
    expect(parseJsonWith(point, '{"x":')).toBeNull();
    expect(parseJsonWith(point, '{"x":"1"}')).toBeNull();
    expect(parseJsonWith(point, 'null')).toBeNull();
  });
});
