import { aiRouter } from './routers/ai.ts';
import { chatRouter } from './routers/chat.ts';
import { contactRouter } from './routers/contact.ts';
import { meetingsRouter } from './routers/meetings.ts';
import { newsletterRouter } from './routers/newsletter.ts';
import { recommendationsRouter } from './routers/recommendations.ts';
import { sessionsRouter } from './routers/sessions.ts';
import { staffRouter } from './routers/staff.ts';
import { router } from './trpc.ts';

/** The API's tRPC router, mounted at `/trpc`. */
export const appRouter = router({
  contact: contactRouter,
  chat: chatRouter,
  recommendations: recommendationsRouter,
  ai: aiRouter,
  newsletter: newsletterRouter,
  staff: staffRouter,
  sessions: sessionsRouter,
  meetings: meetingsRouter,
});

/** The router's type: the only thing clients import from the API. */
export type AppRouter = typeof appRouter;
