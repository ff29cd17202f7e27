import { Migration20261121000000_contact_request } from './Migration20261121000000_contact_request.ts';
import { Migration20261122000000_chat } from './Migration20261122000000_chat.ts';
import { Migration20261122000100_recommendations } from './Migration20261122000100_recommendations.ts';
import { Migration20261123000000_newsletter } from './Migration20261123000000_newsletter.ts';
import { Migration20261123100000_lead_capture } from './Migration20261123100000_lead_capture.ts';
import { Migration20261124000000_sales } from './Migration20261124000000_sales.ts';
import { Migration20261124130000_newsletter_consent } from './Migration20261124130000_newsletter_consent.ts';
import { Migration20261125000000_embed_origin } from './Migration20261125000000_embed_origin.ts';
import { Migration20261126000000_possibly_automated } from './Migration20261126000000_possibly_automated.ts';
import { Migration20261126100000_staff_sessions } from './Migration20261126100000_staff_sessions.ts';
import { Migration20261126120000_live_handoff } from './Migration20261126120000_live_handoff.ts';
import { Migration20261126200000_meetings } from './Migration20261126200000_meetings.ts';
import { Migration20261126230000_lead_updates } from './Migration20261126230000_lead_updates.ts';
import { Migration20261127000000_sales_desk } from './Migration20261127000000_sales_desk.ts';
import { Migration20261127100000_lead_notes } from './Migration20261127100000_lead_notes.ts';
import { Migration20261127110000_citations_unanswered } from './Migration20261127110000_citations_unanswered.ts';
import { Migration20261127120000_partial_owner_indexes } from './Migration20261127120000_partial_owner_indexes.ts';
import { Migration20261127130000_lead_open_work_index } from './Migration20261127130000_lead_open_work_index.ts';
import { Migration20261127140000_leads_events } from './Migration20261127140000_leads_events.ts';
import { Migration20261127150000_profile_unset_choices } from './Migration20261127150000_profile_unset_choices.ts';
import { Migration20261204110000_live_message_bounds } from './Migration20261204110000_live_message_bounds.ts';
import { Migration20261204130000_unanswered_question_ask } from './Migration20261204130000_unanswered_question_ask.ts';
import { Migration20261204140000_model_budget } from './Migration20261204140000_model_budget.ts';
import { Migration20261205100000_delivery } from './Migration20261205100000_delivery.ts';
import { Migration20261205110000_domain_event } from './Migration20261205110000_domain_event.ts';
import { Migration20261205130000_alert_dispatch } from './Migration20261205130000_alert_dispatch.ts';
import { Migration20261205160000_desk_reader } from './Migration20261205160000_desk_reader.ts';
import { Migration20261205170000_booking_on_by_default } from './Migration20261205170000_booking_on_by_default.ts';
import { Migration20261205180000_history_in_event_log } from './Migration20261205180000_history_in_event_log.ts';
import { Migration20261205190000_deliveries_from_the_log } from './Migration20261205190000_deliveries_from_the_log.ts';
import { Migration20261205210000_saved_replies } from './Migration20261205210000_saved_replies.ts';
import { Migration20261205210000_staff_presence } from './Migration20261205210000_staff_presence.ts';
import { Migration20261205210100_claim_times } from './Migration20261205210100_claim_times.ts';
import { Migration20261205220000_meeting_booked_status } from './Migration20261205220000_meeting_booked_status.ts';
import { Migration20261206100000_event_log_lean } from './Migration20261206100000_event_log_lean.ts';
import { Migration20261206110000_waiting_sound } from './Migration20261206110000_waiting_sound.ts';
import { Migration20261206150000_lead_language } from './Migration20261206150000_lead_language.ts';
import { Migration20261206160000_staff_answers } from './Migration20261206160000_staff_answers.ts';
import { Migration20261206170000_crm_record } from './Migration20261206170000_crm_record.ts';
import { Migration20261206180000_lead_keys_lean } from './Migration20261206180000_lead_keys_lean.ts';
import { Migration20261206190000_delivery_payload } from './Migration20261206190000_delivery_payload.ts';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const migrationsList = [
  Migration20261121000000_contact_request,
  Migration20261122000000_chat,
  Migration20261122000100_recommendations,
  Migration20261123000000_newsletter,
  Migration20261123100000_lead_capture,
  Migration20261124000000_sales,
  Migration20261124130000_newsletter_consent,
  Migration20261125000000_embed_origin,
  Migration20261126000000_possibly_automated,
  Migration20261126100000_staff_sessions,
  Migration20261126120000_live_handoff,
  Migration20261126200000_meetings,
  Migration20261126230000_lead_updates,
  Migration20261127000000_sales_desk,
  Migration20261127100000_lead_notes,
  Migration20261127110000_citations_unanswered,
  Migration20261127120000_partial_owner_indexes,
  Migration20261127130000_lead_open_work_index,
  Migration20261127140000_leads_events,
  Migration20261127150000_profile_unset_choices,
  Migration20261204110000_live_message_bounds,
  Migration20261204130000_unanswered_question_ask,
  Migration20261204140000_model_budget,
  Migration20261205100000_delivery,
  Migration20261205110000_domain_event,
  Migration20261205130000_alert_dispatch,
  Migration20261205160000_desk_reader,
  Migration20261205170000_booking_on_by_default,
  Migration20261205180000_history_in_event_log,
  Migration20261205190000_deliveries_from_the_log,
  Migration20261205210000_saved_replies,
  Migration20261205210000_staff_presence,
  Migration20261205210100_claim_times,
  Migration20261205220000_meeting_booked_status,
  Migration20261206100000_event_log_lean,
  Migration20261206110000_waiting_sound,
  Migration20261206150000_lead_language,
  Migration20261206160000_staff_answers,
  Migration20261206170000_crm_record,
  Migration20261206180000_lead_keys_lean,
  Migration20261206190000_delivery_payload,
];
