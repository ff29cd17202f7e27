import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** The site's routes (specification §2). Unknown paths fall to the component-only 404 route. */
export default [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')] satisfies RouteConfig;
