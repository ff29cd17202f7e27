/**
 * `pnpm lint:features` (part of `pnpm lint`, which CI runs): the API's feature folders depend one way.
 *
 * A feature (apps/api/src/<feature>/) imports itself, `leads/` (a lead is the common record), the event log
 * (`events/`) and the shared layers (below); nothing else. `leads/` imports no feature but the log. No feature
 * imports `delivery/`: only the app's wiring (app.ts, plugins/, routes/, trpc/, openapi/, cli/) starts the delivery
 * worker. A feature imports no transport, and a shared layer imports no feature. Type-only imports count: a type
 * ties two features as an import does.
 *
 * No tie is allowed: a feature that reacts to another's change reads the event log; work one feature does for
 * another inside its transaction, and reads of another's record, go through ports the app's wiring hands in
 * (plugins/app/feature-ports.ts, decision 077).
 *
 * Usage: `pnpm lint:features` (`depcruise apps/api/src --config .dependency-cruiser.mjs`).
 */

const SRC = 'apps/api/src';

/**
 * The allowed graph: feature → the features it may import besides itself. Every other feature is refused. The
 * shared layers (SHARED) are open to every feature.
 */
const ALLOWED = {
  leads: ['events'],
  events: [],
  conversations: ['leads', 'events'],
  desk: ['leads', 'events'],
  meetings: ['leads', 'events'],
  newsletter: ['leads', 'events'],
  privacy: ['leads', 'events'],
  recommendations: ['leads', 'events'],
  site: ['leads', 'events'],
  staff: ['leads', 'events'],
  delivery: ['leads', 'events'],
  crm: ['leads', 'events'],
};
const FEATURES = Object.keys(ALLOWED);

/**
 * Shared layers every feature may import: the database (entities, migrations, `Database`), the shared operation
 * layer, the engines (chat/, claims/, the recommendation engine's files in recommendations/), what a booking and
 * its messages share (scheduling/: the iCalendar invitation, the signed meeting links), settings, errors,
 * logging and the small helpers at the top of src/ (the visitor session's token among them: it keys the chat, the
 * contact form, the booking and the recommendations alike).
 */
const SHARED = [
  `^${SRC}/db/`,
  `^${SRC}/operations/(context|operation)\\.ts$`,
  `^${SRC}/chat/`,
  `^${SRC}/claims/`,
  `^${SRC}/scheduling/`,
  `^${SRC}/recommendations/(costs|engine|openai-phraser|phrasing|plans|rules)\\.ts$`,
  `^${SRC}/site/csp\\.ts$`,
  `^${SRC}/(env|errors|logging|client-address|model-budget|model-budget-stores|visitor-sessions|visitor-text|embed-origin)\\.ts$`,
];
/** The app's wiring and transports: may import every feature, `delivery/` included; no feature imports them. */
const WIRING = `^${SRC}/(routes|trpc|openapi|plugins|cli)/|^${SRC}/(app|server|index)\\.ts$|^${SRC}/site/(embed|static-site)\\.ts$`;

/** The operation context: the services the app hands an operation, typed with each feature's own types. */
const OPERATION_CONTEXT = `^${SRC}/operations/context\\.ts$`;

const folder = (feature) => `^${SRC}/${feature}/`;
const anyOf = (patterns) => patterns.join('|');
const ruleName = (feature) =>
  `${feature}-imports-only-${ALLOWED[feature].includes('leads') ? 'leads-and-the-log' : 'the-log'}`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...FEATURES.filter((feature) => feature !== 'delivery').map((feature) => ({
      name: ruleName(feature),
      comment: `${feature}/ imports itself, ${ALLOWED[feature].map((f) => `${f}/`).join(', ') || 'nothing else of the features'} and the shared layers`,
      severity: 'error',
      from: { path: folder(feature), pathNot: WIRING },
      to: {
        path: anyOf(
          FEATURES.filter((f) => f !== feature && f !== 'delivery' && !ALLOWED[feature].includes(f)).map(
            folder,
          ),
        ),
        pathNot: anyOf(SHARED),
      },
    })),
    {
      name: 'delivery-imports-only-leads-and-the-log',
      comment: 'delivery/ reads the log and leads/; it calls back into no feature',
      severity: 'error',
      from: { path: folder('delivery') },
      to: {
        path: anyOf(FEATURES.filter((f) => f !== 'delivery' && !ALLOWED.delivery.includes(f)).map(folder)),
        pathNot: anyOf(SHARED),
      },
    },
    {
      name: 'no-feature-imports-delivery',
      comment:
        'only the app wiring starts the delivery worker; a feature writes its event and delivery reads it',
      severity: 'error',
      from: { path: anyOf(FEATURES.filter((f) => f !== 'delivery').map(folder)), pathNot: WIRING },
      to: { path: folder('delivery') },
    },
    {
      name: 'features-import-no-transport',
      comment: 'transports stay thin: they import features, never the other way round',
      severity: 'error',
      from: { path: anyOf(FEATURES.map(folder)), pathNot: WIRING },
      to: { path: WIRING },
    },
    {
      name: 'shared-layers-import-no-feature',
      comment: 'a shared layer (db, the operation layer, engines, settings) depends on no feature',
      severity: 'error',
      from: { path: `^${SRC}/`, pathNot: anyOf([WIRING, OPERATION_CONTEXT, ...FEATURES.map(folder)]) },
      to: { path: anyOf(FEATURES.map(folder)), pathNot: anyOf(SHARED) },
    },
    {
      name: 'operation-context-names-feature-types-only',
      comment:
        "the operation context is the app's services as types: it imports a feature's types, never its code",
      severity: 'error',
      from: { path: OPERATION_CONTEXT },
      to: { path: anyOf(FEATURES.map(folder)), pathNot: anyOf(SHARED), dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: `^${SRC}/`,
    tsPreCompilationDeps: true,
  },
};

export { ALLOWED, SHARED, WIRING };
