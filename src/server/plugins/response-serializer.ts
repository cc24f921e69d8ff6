/**
 * The serializer compiler for every route: fastify-type-provider-zod's, with one difference for
 * error answers. A route declares the error bodies its own handler sends (the plan gate's 403 has
 * requiredPlan and feature), but app-wide hooks (the CSRF guard, the input guards, the rate limit)
 * answer any route with the plain `{code, message}` shape. Checked against the route's stricter
 * schema, such an answer failed to serialise and became a 500 (a cross-origin write to a paid
 * route answered 500 instead of 403). So for an error status, a body the route's schema refuses
 * is sent when it is in our error shape, reduced to that shape's declared fields; anything else
 * still fails as before. Success bodies are always held to their schema.
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';

type ZodSerializerCompiler = typeof serializerCompiler;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/** '403', '4xx', '5xx' and 'default' can describe an error answer; '200' or '2xx' cannot. */
function describesErrors(httpStatus: string): boolean {
  return httpStatus === 'default' || /^[45]/.test(httpStatus);
}

export const responseSerializerCompiler: ZodSerializerCompiler = (routeSchema: RouteSchema) => {
  const serialize = serializerCompiler(routeSchema);
  if (!describesErrors(String(routeSchema.httpStatus))) return serialize;
  return (data: unknown) => {
    try {
      return serialize(data);
    } catch (error) {
      const errorBody = apiErrorSchema.safeParse(data);
      if (!errorBody.success) throw error;
      return JSON.stringify(errorBody.data);
    }
  };
};
