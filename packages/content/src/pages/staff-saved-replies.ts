/**
 * Every text of the team's saved replies: the page that lists, adds and deletes them (/staff/saved-replies), the
 * picker of the live chat's reply box (type `/` at the start of the box, or the *Saved replies* button;
 * docs/decisions/083-saved-replies-and-the-chat-sound.md) and the API's refusals. Internal pages: `noindex`, outside
 * the sitemap.
 */
export const staffSavedReplies = {
  nav: { label: 'Saved replies' },
  title: 'Saved replies',
  metaTitle: 'Saved replies | Northline IT staff',
  intro:
    'Short answers the whole team can drop into a live chat: type / at the start of the reply box, or use the Saved replies button under it. Edit the text before you send it. Anyone on the team can add or delete one.',
  /** How many the team keeps, of the most allowed. */
  count: (count: number, max: number) => `${count} of ${max} saved replies`,
  add: {
    heading: 'Add a saved reply',
    title: 'Title',
    titleHint: 'A few words to find it by, e.g. “Pricing per user”.',
    body: 'Reply',
    submit: 'Add saved reply',
    submitting: 'Adding…',
    added: (title: string) => `Saved reply “${title}” added.`,
  },
  list: {
    heading: 'The team’s saved replies',
    empty: 'No saved replies yet. Add the answers you give most often.',
    by: (name: string) => `Added by ${name}`,
    byUnknown: 'Added by a former member',
    delete: 'Delete',
    /** The delete button's accessible name: it starts with the visible text. */
    deleteLabel: (title: string) => `Delete saved reply: ${title}`,
    confirm: (title: string) => `Delete the saved reply “${title}” for the whole team?`,
    confirmYes: 'Yes, delete it',
    cancel: 'Cancel',
    deleted: (title: string) => `Saved reply “${title}” deleted.`,
  },
  loadFailed: 'The saved replies could not be loaded. Check your connection and try again.',
  failed: 'That did not work. Please try again.',
  picker: {
    /** The button under the reply box that opens the list with the mouse. */
    open: 'Saved replies',
    /** The reply box's hint beside "Enter sends…". */
    hint: 'Type / at the start for saved replies.',
    /** The list's accessible name. */
    label: 'Saved replies',
    /** Read when the list opens or its filter changes. */
    results: (count: number) =>
      count === 0
        ? 'No saved reply matches.'
        : `${count} saved ${count === 1 ? 'reply' : 'replies'}: up and down arrows to choose, Enter to insert, Escape to close.`,
    none: 'No saved reply matches.',
    noneYet: 'No saved replies yet.',
    inserted: (title: string) => `Inserted “${title}”. Edit it, then send.`,
    loadFailed: 'The saved replies could not be loaded.',
  },
  api: {
    /** 409 when the team keeps the most already. */
    full: (max: number) => `The team keeps ${max} saved replies at most. Delete one to add another.`,
    /** 404 for an unknown id. */
    unknown: 'This saved reply does not exist, or it was deleted.',
  },
} as const;
