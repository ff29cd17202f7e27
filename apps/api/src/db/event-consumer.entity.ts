import { defineEntity, p } from '@mikro-orm/core';

/**
 * The position of a reader of the event log (table `event_consumer`, migration
 * `Migration20261205130000_alert_dispatch`; docs/decisions/069-alerts-from-the-event-log.md): the moment (a
 * transaction id of `domain_event.moment`) before which the reader handled every event. One row per reader
 * (`alerts`: delivery/alert-dispatcher.ts, its only writer), taken `for update skip locked` by a run, so one
 * instance at a time reads and each event is handled once. Read and written with SQL only.
 */
export const EventConsumerSchema = defineEntity({
  name: 'EventConsumer',
  tableName: 'event_consumer',
  properties: {
    name: p.string().length(40).primary(),
    /** Every event of a smaller `moment` is handled. */
    position: p.bigint('string'),
  },
});

/** A stored position (see {@link EventConsumerSchema}). */
export class EventConsumer extends EventConsumerSchema.class {}
EventConsumerSchema.setClass(EventConsumer);
