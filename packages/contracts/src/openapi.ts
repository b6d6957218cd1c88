import { z } from 'zod'
import { ALL_CALLS } from './index'

/** OpenAPI 3.1 document generated from the call registry: one POST operation per call. */
export function buildOpenApi(basePath = '/siam-server/rest'): Record<string, unknown> {
  const paths: Record<string, unknown> = {}
  for (const call of ALL_CALLS) {
    const envelope = {
      type: 'object',
      required: ['success', 'code', 'message', 'data'],
      properties: {
        success: { type: 'boolean' },
        code: { type: 'integer' },
        message: { type: 'string' },
        errorKey: { type: 'string' },
        data: z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' }),
      },
    }
    paths[`${basePath}/${call.path}`] = {
      post: {
        summary: call.summary,
        tags: [call.audience],
        security: call.audience === 'public' ? [] : [{ token: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }),
            },
          },
        },
        responses: {
          '200': { description: 'Envelope', content: { 'application/json': { schema: envelope } } },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Siam API', version: '0.1.0' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  }
}
