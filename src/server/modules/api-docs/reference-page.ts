// The API reference page of development servers (GET /api/dev/reference): Swagger UI, from the
// swagger-ui-dist package (a devDependency), served by this server, so it works with no network
// and under the site's Content-Security-Policy (scripts from our origin only, hence the start
// script as a file of its own). Never registered in production (app.ts, and its test).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getApiReference, getApiReferenceAsset, getOpenApiDocument } from '../../../shared/routes/api-docs';
import { pathOf } from '../../../shared/routes/route';
import { AppError } from '../../errors';
import { noStore, registerRoute } from '../../plugins/route-contracts';

const assetUrl = (file: string) => pathOf(getApiReferenceAsset, { file });

const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(getOpenApiDocument.path)},
  dom_id: '#reference',
  deepLinking: true,
  // No call to the public validator: development machines may have no network.
  validatorUrl: null,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sahel Hearts API reference (development)</title>
    <link rel="stylesheet" href="${assetUrl('swagger-ui.css')}" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${assetUrl('swagger-ui-bundle.js')}"></script>
    <script src="${assetUrl('start.js')}"></script>
  </body>
</html>
`;

const require = createRequire(import.meta.url);
/** swagger-ui-dist's folder, found without loading its 1.5 MB bundle into the server. */
const swaggerUiDir = () => dirname(require.resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, { type: string; read: () => Promise<string> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFile(join(swaggerUiDir(), 'swagger-ui.css'), 'utf8') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFile(join(swaggerUiDir(), 'swagger-ui-bundle.js'), 'utf8'),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', read: async () => START_SCRIPT },
};

export function registerReferencePage(app: FastifyInstance): void {
  registerRoute(app, getApiReference, async (_request, reply) => noStore(reply).type('text/html; charset=utf-8').send(PAGE));

  registerRoute(app, getApiReferenceAsset, async (_request, reply, { params }) => {
    const asset = Object.hasOwn(ASSETS, params.file) ? ASSETS[params.file] : undefined;
    if (!asset) throw new AppError('NOT_FOUND', 'No such file of the reference page.');
    return noStore(reply)
      .type(asset.type)
      .send(await asset.read());
  });
}
