import { meetingManagePage } from '@northline/content';
import { buildMeta } from '@northline/seo';
import { MeetingPageShell } from '../components/meetings/meeting-page-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** The page's metadata, computed at prerender: `noindex`. */
export function loader(): PageLoaderData {
  return { meta: buildMeta(meetingManagePage.meta, { siteUrl: SITE_URL, indexable: false }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * `/meetings/manage` (docs/decisions/035): the shell of the page an invitation's link opens,
 * `/meetings/manage/<token>`. The API fills its `data-meeting-slot` element with the meeting (time in Toronto,
 * the consultant's first name) and the native reschedule and cancel forms, never cached and never indexed.
 */
export default function MeetingManage() {
  return <MeetingPageShell />;
}
