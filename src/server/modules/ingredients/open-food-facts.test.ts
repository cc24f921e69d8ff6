import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenFoodFacts, offCode } from './open-food-facts';

let server: Server;
let base: string;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/v2/product/0000000000001.json') return; // never answers
    response.writeHead(200, { 'content-type': 'application/json' });
    if (request.url === '/api/v2/product/5000000000002.json') response.end('not json');
    else if (request.url === '/api/v2/product/5000000000003.json')
      response.end(
        JSON.stringify({
          status: 1,
          product: {
            product_name: 'Oat drink',
            brands: 'Oatco',
            ingredients_text: 'Water, oats 10%',
          },
        }),
      );
    else response.end(JSON.stringify({ status: 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the Open Food Facts adapter', () => {
  it('reads the product name, first brand and ingredients', async () => {
    const off = createOpenFoodFacts({ baseUrl: base, log });
    expect(await off.findProduct('5000000000003')).toEqual({
      barcode: '5000000000003',
      name: 'Oat drink',
      brand: 'Oatco',
      ingredients_text: 'Water, oats 10%',
    });
    expect(await off.findProduct('5000000000004')).toBeNull();
  });

  it('treats a timeout and a malformed answer as not found, and logs them', async () => {
    const off = createOpenFoodFacts({ baseUrl: base, log, timeoutMs: 200 });
    const started = Date.now();
    expect(await off.findProduct('0000000000001')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await off.findProduct('5000000000002')).toBeNull();
    expect(warnings.length).toBe(2);
    expect(JSON.stringify(warnings[0])).toContain('timed out');
  });

  it('asks for UPC-A codes as EAN-13', () => {
    expect(offCode('036000291452')).toBe('0036000291452');
    expect(offCode('3017620422003')).toBe('3017620422003');
    expect(offCode('96385074')).toBe('96385074');
  });
});
