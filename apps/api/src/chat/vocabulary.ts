/**
 * The vocabulary of the chat intents: the keyword and phrase tables (regular expressions on normalised text,
 * see `normalise` in text.ts) that say what a visitor message is about and which buying signals it carries.
 * Tables only; intents.ts matches them. To teach the assistant a new phrase, add it here.
 */
import type { Challenge } from '@northline/schemas';
import type { ComplianceId, IndustryId, ServiceId } from './facts.ts';

/** A whole-word alternation: `w('a|b c')` matches 'a' or 'b c' between word boundaries. */
export const w = (source: string) => new RegExp(`\\b(?:${source})\\b`);

export const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|bonjour|allo|salut|yo)\b/;
export const THANKS = [
  w("thanks?|thank you|thx|ty|cheers|much appreciated|appreciate it|merci|that's helpful|that helps"),
];
export const GOODBYE = [
  w(
    "bye|goodbye|good bye|see you|talk (?:to you )?(?:later|soon)|that's all|that is all|have a (?:good|great|nice) (?:day|one|evening|weekend)|i'm done|no more questions",
  ),
];

export const PRICING = [
  w(
    "price|prices|pricing|priced|cost|costs|costing|how much|rates?|fees?|charges?|expensive|cheap|cheaper|afford|affordable|per user|per month|per hour|monthly (?:fee|cost|price|bill|total)|what(?:'s|s| is| would be) (?:the |your )?(?:monthly|total)|(?:charge|bill) (?:by|per) the hour|quote for|ballpark|estimate|investment(?! (?:firm|firms|management|managers?|advisors?|advisers?|company|companies|bank|banking|funds?|dealer))|(?:really|actually|completely|totally) free|free of charge|is (?:it|that|the (?:it )?assessment) free",
  ),
];
/** An amount of money ('$4000'): a price question unless the visitor states it as their budget. */
export const AMOUNT = /\$\s?\d/;
export const RESPONSE_TIME = [
  w(
    'response times?|respond|responds|how (?:fast|quickly|soon)|turnaround|sla|wait(?:ing)? times?|on-?site|onsite|come (?:to|out to) (?:our|the) office|same[- ]day|how long (?:does|will|would) it take|get someone|send (?:someone|a tech(?:nician)?)',
  ),
];
export const HOURS = [
  w(
    'hours|opening|open on|are you open|when are you open|closed|close on|closing time|what time do you (?:open|close)|weekends?|saturdays?|sundays?|after[- ]hours|evenings?|nights?|overnight|holidays?|24/7|24 7|around the clock|business hours',
  ),
];
export const CONTACT_REQUEST = [
  w(
    'your (?:phone|number|phone number|email|e-mail|address|office)|phone number|contact (?:you|info|information|details)|call you|email you|reach (?:you|someone)|where are you (?:located|based)|where is your office|do you have (?:an |a local )?office|how (?:can|do) i (?:contact|reach|call|get in touch)',
  ),
];
export const HUMAN = [
  w(
    '(?:talk|speak|chat) (?:to|with) (?:a |an |someone|somebody|a real )?(?:(?:actual|real|live) )?(?:human|person|people|real person|someone|somebody|rep|representative|sales|salesperson|agent|consultant|technician|engineer)|live (?:agent|person|chat)|real person|human being',
  ),
  w(
    "connect me (?:with|to) (?:a |an |your )?(?:human|person|someone|somebody|agent|rep|representative|consultant|sales|technician)|(?:i want|i need|i'd like|i would like|can i (?:get|have)|get me) (?:a |an |to (?:talk|speak) to (?:a |an )?)?(?:human|real person|person|consultant|agent|representative|rep|salesperson)(?! (?:plan|service))|is there (?:a |an )?(?:human|real person|person|anyone|someone|somebody) (?:there|here|available|around)|transfer me|(?:have|get) (?:someone|somebody)(?: from (?:your|the) (?:team|office|company|sales team))? (?:to )?(?:call|contact|phone) me|(?:can|could|would) (?:someone|somebody|one of you|you) (?:please )?(?:(?:call|ring|phone) me(?: back)?|give me a (?:call|ring)(?: back)?)|(?:please |can you |can someone |could you )?call me(?: back)?(?: please| asap| today| now)?(?=[.!?]*$)",
  ),
  /^(?:a |an )?(?:representative|operator|agent|human|person)(?: please| pls)?[.!?]*$/,
  /^(?:talk to|speak to|get) (?:a |an )?(?:representative|operator|agent|human|person)/,
];
export const ABOUT_COMPANY = [
  w(
    'who (?:are|is) (?:you guys|northline|your company)|about (?:your company|northline|you guys|yourselves)|how long have you been|how many clients|reviews?|ratings?|certifi(?:ed|cations?)|accredit(?:ed|ations?)|credentials|references|case stud(?:y|ies)|track record|experience with|why (?:should we |would we )?(?:choose|pick|hire) (?:you|northline)',
  ),
];
export const ABOUT_ASSISTANT = [
  w(
    'are you (?:a |an )?(?:bot|robot|human|real|person|ai|chatbot|machine)|am i (?:talking|chatting|speaking) (?:to|with) (?:a |an )?(?:bot|robot|human|real person|ai|machine)|who am i (?:talking|chatting|speaking) (?:to|with)',
  ),
];
/**
 * Questions about how we handle the visitor's own information (the privacy policy): what the chat keeps, for how
 * long, who sees it, deleting it. Not compliance work for their business ('privacy law' is COMPLIANCE_GENERAL).
 */
const DATA_WORDS =
  '(?:personal )?(?:data|information|info|details|chats?|conversations?|messages?|emails?|phone numbers?)';
export const PRIVACY = [
  w('privacy policy|privacy notice|pipeda request|right to be forgotten'),
  new RegExp(
    `\\b(?:do|does|will|would|can|how long (?:do|does|will)|how (?:do|does|will)) (?:you|northline(?: it)?|this (?:chat|assistant)|the (?:chat|assistant))(?: \\w+){0,2} (?:keep|store|save|sell|share|use|delete|erase|record|track|collect|retain|handle|protect)s?\\b.{0,40}\\b(?:my|this) ${DATA_WORDS}\\b`,
  ),
  new RegExp(`\\bwhat (?:do|does|will) (?:you|northline(?: it)?) do with (?:my|this) ${DATA_WORDS}\\b`),
  new RegExp(`\\b(?:delete|erase|remove) my ${DATA_WORDS}\\b`),
  /\bis (?:this|the|my) (?:chat|conversation) (?:private|recorded|stored|saved|kept|confidential)\b/,
];
export const CONTRACT = [
  w(
    'contracts?|lock-?in|locked in|cancel|cancellation|terminate|termination|commitment|long-term|long term|money-?back|refund|guarantees?|notice period|month-to-month|month to month',
  ),
];
/**
 * Asking someone to come and look ('can one of your techs drop by', 'could you come and have a look'): a visit
 * is the free assessment on site, so it is a booking and a request for the meeting.
 */
const VISIT =
  '(?:can|could) (?:someone|somebody|one of your (?:guys|techs|technicians|people|team)|you(?: guys)?) (?:please )?(?:come|drop|stop) (?:by|over|(?:(?:by|over|in|out) )?(?:and )?(?:take|have) a look)';
export const BOOKING = [
  w(
    `book|booking|schedule|scheduling|set up a (?:call|meeting|time)|arrange (?:a )?(?:call|meeting|visit)|free (?:it )?assessment|an assessment|the assessment|consultation|demo|appointment|proposal|sign (?:us )?up|get started|onboard us|get a quote|send (?:me|us) a quote|need a quote|want a quote|request a quote|quote please|call me|call us back|contact me|reach out to me|have someone (?:call|contact|reach)|(?:talk|speak) to sales|next steps?|let's do it|let's go ahead|sounds good,? (?:let's|please)|${VISIT}`,
  ),
];
/**
 * Asking for a meeting itself (narrower than {@link BOOKING}, which also counts quotes and call-backs as buying
 * signals): booking, scheduling or arranging a meeting, call, appointment, consultation, demo or the free
 * assessment, or asking when we can meet.
 */
export const MEETING_REQUEST = [
  w(
    '(?:book|schedule|set up|setup|arrange|organi[sz]e|reserve|make|get|(?:can|could|shall) (?:we|i) (?:do|have|hop on|jump on)|let(?:\\u0027)?s (?:do|have|book|set up)) (?:(?:me|us|in|for|a|an|the|my|our|your|that|this|one|some|free|quick|short|brief|video|phone|online|zoom|teams|virtual|in-person|intro|introductory|initial|first|discovery|it|security|time|with|consultant|consultants|one of your|an expert|or)\\s+){0,5}(?:meeting|meetings|call|calls|appointment|appointments|consultation|consult|assessment|demo|time|times|time slot|slot|session)',
  ),
  w(
    `book (?:me|us) in|book (?:it|that|one|something|a time)|set (?:one|it|that|something|a time) up|${VISIT}|(?:when|where) (?:can|could|should) (?:we|i) meet|meet (?:with )?(?:a |one of your |your |an? )?(?:consultant|expert|specialist|someone)|(?:free )?(?:it )?assessment,? please|sign (?:me|us) up for (?:a |an |the )?(?:free )?(?:it )?assessment`,
  ),
  w(
    "(?:i'd|i would|we'd|we would|i want|we want|i'd love|we'd love|i need|we need) (?:like )?(?:to (?:book|schedule|get|have) )?(?:a|an|the) (?:free )?(?:it )?(?:assessment|meeting|consultation|appointment|demo)",
  ),
];
/** A negation just before a meeting request ('we don't need a meeting'). */
export const MEETING_NEGATED =
  /\b(?:don't|do not|dont|doesn't|can't|cannot|won't|no need (?:to|for)|not (?:ready|now|yet|interested)|no thanks|never|without)\b[^.?!]{0,30}$/;
export const URGENT = [
  w(
    "urgent|urgently|asap|as soon as possible|immediately|right away|right now|today|tonight|this week|need (?:\\w+ ){0,2}(?:fast|quickly|quick)|can't wait|cannot wait|time-sensitive|desperate(?:ly)?|need to move (?:fast |quickly )?on (?:this|it)",
  ),
];
/**
 * Urgency a salesperson acts on at once: the words that ask for speed, without the dates ('today', 'this week')
 * that also fit an unhurried question. Together with a described problem it makes a lead hot.
 */
export const URGENT_STRONG = [
  w(
    "urgent|urgently|asap|as soon as possible|immediately|right away|can't wait|cannot wait|time-sensitive|desperate(?:ly)?",
  ),
];
/**
 * A request for someone the same day: a person, a technician or help today or right now (not 'as soon as
 * possible', which is {@link URGENT_STRONG}'s).
 */
export const SAME_DAY_HELP = [
  /\b(?:need|needs|send|get|have|want) (?:someone|somebody|a (?:tech|technician|person)|help|support|you|one of your (?:techs|technicians|people))(?: (?:here|over|out|in|on-?site|onsite|to (?:come|come in|come out|look at it|fix (?:it|this))))*(?: by| before)? (?:today|tonight|right now|right away|immediately|this (?:morning|afternoon|evening)|within (?:the|an) hour)\b/,
];
/**
 * Where a business says it cannot work now: nobody can work, the business is down, a server or system has
 * crashed. Checked as {@link EMERGENCY_PATTERNS} are (clause by clause, never hypothetical, negated or past).
 */
export const WORK_STOPPED_PATTERNS: readonly RegExp[] = [
  /\b(?:nobody|no one|noone|none of (?:us|them|our (?:staff|team|people|employees))) (?:here |in the office )?(?:can|is able to|are able to) (?:work|do (?:any|their) work|get (?:any )?work done|log ?in|do anything|(?:send|receive|access|open|print) (?:anything|any (?:emails?|files)|emails?|files|their (?:emails?|files)))\b/g,
  /\b(?:we|i|staff|everyone|everybody|the (?:whole )?(?:office|team|staff|company)|our (?:whole )?(?:staff|team|people|employees|office)) (?:can't|cannot|can not|are unable to|is unable to|couldn't) (?:work|do (?:any|our|their) (?:work|jobs?)|get (?:any )?work done|log ?in|do anything)\b/g,
  /\b(?:we're|we are|the (?:whole )?(?:office|business|company|store|clinic|firm) is|our (?:whole )?(?:office|business|company|store|clinic|firm) is) (?:completely |totally |all |still |now )?(?:down|offline|dead in the water|at a (?:complete )?standstill)\b/g,
  /\b(?:server|servers|network|system|systems|computers?|pcs|pos|database|emr|ehr|erp|firewall|file server|email server|nas|everything) (?:has |have |just |completely |totally |all )?(?:crashed|died|failed|is dead|are dead|went dead|won't (?:boot|start|turn on)|will not (?:boot|start|turn on))\b/g,
  /\b(?:work|business|everything|the office) (?:has )?(?:stopped|ground to a halt|come to a (?:halt|stop|standstill))\b/g,
];
export const TIMELINE_NEAR = [
  w(
    'next (?:week|month)|this (?:month|quarter)|over the next (?:few|couple(?: of)?|two|three) (?:weeks?|months?)|(?:within|in) (?:a|one|two|three|1|2|3|a few|(?:the )?next (?:few|couple(?: of)?|two|three)|a couple(?: of)?|the coming) (?:weeks?|months?)|(?:within|in) (?:the next )?(?:[1-9]|1[0-2]|four|five|six|seven|eight|nine|ten|eleven|twelve) weeks|(?:within|in) (?:the next )?(?:[1-9]|[1-8]\\d|ninety|sixty|thirty|forty-five) days|1-3 months|1 to 3 months|one to three months|end of (?:the )?month|by (?:january|february|march|april|may|june|july|august|september|october|november|december|the end of the month)|before (?:our|the) (?:lease|contract) (?:ends|expires|is up)|(?:our )?(?:contract|lease)(?: with (?:our|the|an?) [\\w-]+(?: [\\w-]+)?)? (?:ends|expires|is up|runs out) (?:next|this|soon|in)',
  ),
];
export const TIMELINE_LATER = [
  w(
    '(?:in|within) (?:4|5|6|7|8|9|10|11|12|four|five|six|seven|eight|nine|ten|eleven|twelve) months|(?:3|6)-(?:6|12) months|later (?:this|in the) year|end of (?:the|this) year|next year|next fiscal|q[1-4]|(?:first|second|third|fourth) quarter|this fall|this spring|this summer|this winter|in the (?:fall|spring|summer|new year)',
  ),
];
/**
 * A budget the visitor has ('the budget is approved', 'a budget of $2000 a month'); a budget still to be made ('to plan
 * it into next year's budget', 'a roadmap and budget') is planning, not money set aside.
 */
export const BUDGET = [
  w(
    "(?<!(?:in|into|for|and) (?:the |our |my |a |next year's )?)budget(?! for the next)|budgeted|set aside|allocated|approved (?:spend|spending|funds)|(?:can|could|willing to) (?:spend|pay|invest)|spend(?:ing)? (?:about|around|up to|roughly)? ?\\$?\\d",
  ),
  /\$\s?\d[\d,.]*\s*(?:k|m|thousand|million)?\s*(?:a|per|\/)\s*(?:month|year|yr|mo|user)/,
  /\b\d+\s?k\b(?:\s*(?:budget|a year|per year|annually))/,
];
/**
 * A title that decides on IT, as one introduces oneself ('I'm the COO', 'plant manager at a packaging plant', 'broker
 * of record here').
 */
const DECISION_TITLE =
  '(?:owner|co-?owner|ceo|coo|cfo|cto|cio|founder|co-?founder|president|vice president|vp|managing partner|partner|principal|director|managing director|general manager|plant manager|office manager|practice manager|operations manager|it manager|it director|head of it|head of operations|broker of record|managing broker|decision-?maker)';
export const DECISION_MAKER = [
  w(
    `(?:i'm|i am|im) (?:the |a |an )?${DECISION_TITLE}|i own (?:the|a|this|our|my)|broker of record|i run (?:the|a|this|our|my)|my own (?:company|firm|practice|clinic|business|brokerage|shop)|(?:i|we) make the (?:decision|decisions|call)|i (?:sign|approve) (?:the )?(?:contracts?|budget|cheques|checks)|its my call|it's my call`,
  ),
  // A message that opens with the title: 'plant manager at a packaging plant', 'COO here'.
  new RegExp(
    `^(?:(?:hi|hello|hey|good (?:morning|afternoon)),? )?(?:the )?${DECISION_TITLE} (?:at|of|for|here)\\b`,
  ),
];
/**
 * A business of one ('just me', a freelancer, self-employed): not the company managed IT is for.
 */
export const SOLO = [
  w(
    "(?:it's |its |it is )?(?:just|only) me(?! and| &| plus)|one-person|one-man|one person (?:business|shop|company|firm|office|operation)|sole proprietor(?:ship)?|self-employed|(?:i'm|im|i am|i work as) (?:a )?freelance(?:r)?|work(?:ing)? for myself",
  ),
];
/**
 * Where the visitor says what they already use ('we use Outlook', 'we're on Microsoft 365'): the services named
 * there are their setup, not what they ask for. Runs to the end of the clause, to 'but', or to an 'and' that starts
 * another statement ('and we need …'), so a list of tools ('QuickBooks and Outlook') is one setup.
 */
export const IN_USE =
  /\b(?:we|i|our (?:office|team|staff|clinic|firm)) (?:use|uses|are using|'re using|already (?:use|have)|are on|'re on)\b.*?(?=,| and (?:we|i|it|they|our|the|need|want|would|looking)\b| but |[.!?;]|$)/g;
export const SWITCHING = [
  w(
    "current (?:it provider|it company|it guy|it person|it support|msp|provider|vendor|support provider)|(?:our|my) (?:it guy|it person|it provider|msp|it company|it vendor)|switch(?:ing)? (?:it |our )?(?:providers?|msps?|vendors?|companies)|unhappy with|not happy with|fed up|frustrated with (?:our|the)|replace (?:our|the) (?:it|msp|provider)|new (?:it provider|it company|it partner|msp|provider)|looking for (?:a |an )?(?:new )?(?:it (?:company|provider|partner|support)|msp|managed service provider)|(?:it guy|it person|admin) (?:just )?(?:left|quit|retired)|no (?:in-house )?it (?:person|staff|department|team)|(?:previous|former|old|last) (?:it provider|it company|it guy|it person|it support|msp|provider)|(?:don't|dont|do not) have (?:an? |any )?(?:in-house )?(?:it (?:person|guy|staff|department|team|support|provider|company)|msp)",
  ),
];
export const NOT_BUYER = [
  w(
    "just (?:browsing|looking|curious|checking)|(?:i'm|i am|im) (?:a |an )?(?:college |university |high school |grad |graduate |mba )?student|school (?:project|assignment)|homework|for (?:a|an|my) (?:class|course|paper|essay|thesis|assignment)|looking for (?:a |an )?(?:job|internship|co-?op)|are you hiring|job (?:opening|openings|posting|application)|careers?|my resume|not (?:a business|buying|interested)|no budget",
  ),
];

/**
 * A vendor selling to us ('a printer reseller', 'a partnership program for MSPs'): not a buyer, and the services they
 * name are what they sell.
 */
export const VENDOR = [
  w(
    'resellers?|we partner with (?:msps|it companies|it providers|providers)|partnership (?:opportunit(?:y|ies)|program)|vendor partnerships?|partner program|referral (?:fee|program)|white-?label',
  ),
];

export const SERVICE_PATTERNS: readonly [ServiceId, readonly RegExp[]][] = [
  [
    'managed-it',
    [
      w(
        'managed it|managed services?|managed service provider|msp|it support|tech support|technical support|outsourc(?:e|ed|ing) (?:our )?it|it department|monitoring|patch(?:ing|es)?|it provider|it partner|it company|support contract|look after our (?:it|computers|systems)|hand (?:off|over) (?:all )?(?:of )?(?:our|the) it|take over (?:all (?:of )?)?our it|(?:laptops|devices|computers|machines) (?:managed|monitored)|manag(?:e|ed|ing) (?:our |the |their |staff )?(?:laptops|devices|computers|machines)|device management',
      ),
    ],
  ],
  [
    'cybersecurity',
    [
      w(
        'cyber ?security|cyber|security|secure|ransomware|phishing|phish|malware|virus(?:es)?|firewalls?|antivirus|anti-virus|mfa|multi-?factor|2fa|two-?factor|pen(?:etration)? ?test(?:ing)?|hack(?:ed|ers?|ing)?|breach(?:es|ed)?|endpoint (?:protection|detection)|edr|xdr|siem|soc|dark web|spam|spoofing|wire fraud|email fraud|security awareness|scam(?:s|mers?)?|sketchy (?:emails?|links?)|fake (?:invoices?|emails?)|click(?:s|ed|ing)? (?:on )?(?:links|bad links|sketchy)|(?:share|shares|sharing|shared|same|one) (?:one |a |the same )?passwords? for everything|password (?:reuse|sharing)',
      ),
    ],
  ],
  [
    'cloud-solutions',
    [
      w(
        'cloud|microsoft 365|office 365|m365|o365|azure|aws|amazon web services|google workspace|g suite|migrat(?:e|ion|ing)|sharepoint|onedrive|microsoft teams|move (?:off|away from) (?:our|the) server|(?:get|move) rid of (?:our|the) server|server\\b[^.?!]{0,60}\\b(?:get rid of|retire|ditch|move off) (?:it|them)|saas|hosted|work from (?:home|anywhere)|remote work|remote access|(?:reach|access|open|get to) (?:our |their |the |my )?files (?:securely )?(?:from|remotely|outside)|hybrid work|vdi|virtual desktop',
      ),
    ],
  ],
  [
    'it-consulting',
    [
      w(
        'consulting|consultant|it strategy|strategy|roadmap|v-?cio|virtual cio|fractional cio|it advice|technology advice|advisory services|it plan|technology plan|vendor selection|digital transformation|erp|mes|project management|it budget(?:ing)?|audit of our it|it audit|plan (?:an |our |the )?(?:office )?(?:move|relocation)|office (?:move|relocation)|what (?:tech |technology |hardware )?(?:to|we should) (?:buy|get)|(?:give|make|write) (?:us |me )?a plan|tech(?:nology)? we should (?:be )?(?:buying|getting)',
      ),
    ],
  ],
  [
    'backup-recovery',
    [
      w(
        'backups?|back up|backing up|disaster recovery|dr plan|business continuity|restore|restoring|recover(?:y|ing)? (?:our |the )?(?:data|files)|data loss|lost (?:our |all )?(?:files|data)|lose (?:our |all )?(?:data|files)|immutable|offsite copy|off-site copy',
      ),
    ],
  ],
  [
    'help-desk',
    [
      w(
        "help ?desk|service desk|password resets?|printers?|outlook|user support|support tickets?|tickets|new hires?|set up (?:a )?new (?:employee|hire|staff member|user)s?|onboarding (?:staff|employees|new)|offboarding|someone to call when|reset(?:ting)? (?:their |people's |peoples |staff )?passwords|(?:somewhere|someone|somebody|a number|a place) (?:staff|people|they|we|employees|everyone) can call|staff (?:keep|need) (?:asking|help)",
      ),
    ],
  ],
];

export const INDUSTRY_PATTERNS: readonly [IndustryId, readonly RegExp[]][] = [
  [
    'healthcare',
    [
      w(
        'health ?care|health|clinics?|medical|dental|dentists?|doctors?|physicians?|hospitals?|patients?|emr|ehr|pharmac(?:y|ies|ist)|physio(?:therapy)?|chiropract(?:or|ic)|optometr(?:y|ist)|family health team|nurses?|telehealth|telemedicine|veterinar(?:y|ian)|vet clinic|walk-in|hygienists?|dental (?:office|practice|lab)',
      ),
    ],
  ],
  [
    'legal',
    [
      w(
        'law ?firms?|lawyers?|legal|attorneys?|paralegals?|barristers?|solicitors?|litigation|notary|law office|law practice|law society|clio|pclaw|trust account',
      ),
    ],
  ],
  [
    'manufacturing',
    [
      w(
        'manufactur(?:er|ers|ing)|factory|factories|plant floor|shop floor|production (?:line|floor)|industrial|cnc|machining|machine shop|fabrication|(?:manufacturing|packaging|processing|production|bottling|assembly|printing|food|steel|plastics?|chemical) plants?|plant manager|assembly line|plc|scada|ot network|warehouses?|distribution cent(?:re|er)s?',
      ),
    ],
  ],
  [
    'real-estate',
    [
      w(
        'real estate(?! lawyers?| law\\b)|realtors?|real estate agents?|(?<!(?:insurance|mortgage) )brokerages?|real estate broker|property management|property managers?|mls|listings|reco|treb|trreb|condo developer|home builder|realty',
      ),
    ],
  ],
  [
    'financial',
    [
      w(
        'financial services|financial firm|finance company|accounting(?: firm| practice)?(?! software| system| app)|accountants?|cpa|(?<!our )bookkeep(?:er|ing)|wealth management|wealth managers?|investment (?:firm|management|advisors?|company)|(?<!(?:our|my|the|your|cyber) )insurance(?! (?:company says|company wants|company requires|provider|renewal|policy|questionnaire|requirements?|claim|premium|coverage|says|wants|requires))|mortgage|credit union|lenders?|banks?|banking|tax (?:firm|practice|preparer)|financial advis(?:or|er)s?|manag(?:e|ing) investments',
      ),
    ],
  ],
  [
    'professional',
    [
      w(
        'professional services|engineering (?:firm|office|company|practice|consultancy)|(?:structural|civil|mechanical|electrical) engineering|architects?|architecture (?:firm|studio|practice|office)|architectural|consulting firm|consultancy|marketing agency|design firm|agency|non-?profit|charity|recruit(?:ing|ment) firm|staffing agency',
      ),
    ],
  ],
];

export const COMPLIANCE_PATTERNS: readonly [ComplianceId, RegExp][] = [
  ['pipeda', w('pipeda')],
  ['phipa', w('phipa')],
  ['hipaa', w('hipaa|hippa')],
  ['reco', w('reco|real estate council')],
  ['lso', w('lso|law society')],
  ['fintrac', w('fintrac|anti-money laundering|aml')],
  ['pci-dss', w('pci(?:[- ]dss)?|card payments? security|payment card')],
  ['sox', w('sox|sarbanes(?:-oxley)?')],
  ['iso-27001', w('iso ?27001|iso/iec 27001|iso certification|iso')],
  ['gdpr', w('gdpr')],
  ['iec-62443', w('iec ?62443|62443')],
];
export const COMPLIANCE_GENERAL = [
  w(
    'complian(?:ce|t)|regulat(?:ion|ions|ory|ors?)|audits?|auditors?|privacy (?:law|laws|rules|commissioner)|law 25|bill 64|bill c-27|soc ?2|cyber insurance|insurance questionnaire',
  ),
];

/**
 * A requirement the visitor's insurer sets ('our insurer wants MFA everywhere'): a compliance need for lead quality,
 * answered as the security question it is.
 */
export const INSURER_REQUIREMENT = [
  w(
    'insur(?:er|ers|ance company|ance provider|ance carrier) (?:says|said|requires|required|wants|wanted|is asking|asks|asked|needs|is requiring|is making us|makes us)',
  ),
];

export const CHALLENGE_PATTERNS: readonly [Challenge, readonly RegExp[]][] = [
  [
    'frequent-downtime',
    [
      w(
        'downtime|outages?|blue screens?|bsod|keeps? (?:crashing|going down|freezing|dropping)|crash(?:es|ing)?|unreliable|always (?:down|broken)|goes down|went down|freez(?:e|es|ing)',
      ),
    ],
  ],
  [
    'security-threats',
    [
      w(
        'ransomware|phishing|phished|hack(?:ed|ers?|ing)?|malware|(?:trying|tries|tried) to (?:log|sign|break) ?in(?:to)?|fake (?:\\w+ )?invoices?|virus(?:es)?|breach(?:es|ed)?|security (?:concerns?|threats?|risks?|issues?|worries)|spam|scam|fraud|spoofed|suspicious (?:emails?|activity|login)',
      ),
      /\b(?:worried|concerned|afraid|scared) (?:about|of) (?:security|cyber|attacks?|hackers?)\b/,
    ],
  ],
  [
    'high-it-costs',
    [
      w(
        'too expensive|costs? too much|high (?:it )?costs?|overpaying|over-paying|save money|cut costs|reduce (?:our )?(?:it )?costs|cheaper|lower (?:our )?costs|paying too much',
      ),
    ],
  ],
  [
    'slow-support-response',
    [
      w(
        "slow (?:support|response|responses|to respond|service)|takes? (?:days|forever|hours|weeks|ages) to (?:respond|reply|fix|get back|answer)|never (?:call|calls|respond|responds|answer|answers) back|unresponsive|no one (?:answers|responds|picks up)|wait(?:ing)? (?:for )?(?:days|hours|weeks)|hard to reach|can't reach (?:our|them)",
      ),
    ],
  ],
  ['compliance-issues', COMPLIANCE_GENERAL],
  [
    'outdated-technology',
    [
      w(
        'old (?:computers?|servers?|hardware|software|laptops?|pcs?|systems?|equipment)|outdated|out of date|legacy|end of life|end-of-life|aging|ageing|windows (?:7|8|10) (?:machines|computers|pcs|end)|still on windows|obsolete|(?:workstations?|computers?|laptops?|servers?|pcs|hardware|equipment|machines|network|firewall|switch(?:es)?|printers?)(?: [\\w-]+){0,4} (?:is|are) (?:getting |too |very |really |so |pretty |(?:\\d{1,2}|[a-z]+) years? )?(?:old|ancient)',
      ),
    ],
  ],
  [
    'remote-work-challenges',
    [
      w(
        'remote work|work(?:ing)? from home|wfh|hybrid (?:work|team|staff)|remote (?:staff|team|employees|access)|vpn',
      ),
    ],
  ],
  [
    'data-backup-concerns',
    [
      w(
        'backups?|back up|lost (?:our |all |some |a bunch of |a lot of )?(?:\\w+ )?(?:files|data|emails)|data loss|lose (?:our |all )?(?:data|files)|no backup',
      ),
    ],
  ],
  [
    'network-performance',
    [
      w(
        'wi-?fi|wireless|slow (?:network|internet|connection|computers?)|(?:network|internet|connection) is (?:so |really |super |very |painfully )?slow|network (?:is slow|drops|keeps dropping|issues|problems)|internet (?:is slow|drops|keeps dropping|issues|problems)|bandwidth|dropped calls|lag(?:gy|ging)?',
      ),
    ],
  ],
  [
    'software-integration',
    [
      w(
        "integrat(?:e|ion|ions|ing)|don't (?:talk|connect|sync) (?:to|with) each other|doesn't (?:talk|connect|sync)|sync(?:ing)? (?:issues|problems)|double entry|crm|erp",
      ),
    ],
  ],
];
export const PAIN_GENERAL = [
  w(
    "problems?|issues?|trouble|troubles|struggl(?:e|es|ing)|frustrat(?:ed|ing)|broken|not working|doesn't work|won't work|keeps? (?:failing|breaking)|headaches?|pain|nightmare|help with|need help|fix|fixing|slow|(?:has|have|hasn't|haven't) (?:not )?worked|stopped working|down again",
  ),
];
export const IT_TERMS = [
  w(
    'it (?:support|services?|issues?|problems?|department|team|guy|person|provider|company|costs?|budget|needs?|setup|infrastructure|help|systems?)|tech|technology|computers?|laptops?|desktops?|pcs?|macs?|servers?|network|networks|wi-?fi|internet|email|e-mail|outlook|microsoft|windows|software|hardware|printer|printers|phones? system|voip|passwords?|devices?|data|files|systems?|apps?|website|cloud|security|support|backup|firewall|router|switch(?:es)?|emr|ehr|erp|crm|vpn',
  ),
];
export const OFF_TOPIC = [
  w(
    'weather|forecast|recipe|cook|joke|poem|poetry|song|lyrics|movie|film|tv show|sports?|hockey|leafs|raptors|blue jays|nba|nhl|soccer|football|stock (?:price|tips?)|bitcoin price|crypto tips|horoscope|dating|girlfriend|boyfriend|capital of|translate|homework|essay|math problem|politics|election|president of|meaning of life|tell me a story',
  ),
];

/**
 * Where an active incident is described. Each pattern is checked clause by clause, and a match does not count
 * when the words around it make it hypothetical ('what if we get hacked', 'protect us from ransomware') or
 * negated ('we haven't been hacked'), unless the clause also says it is happening now.
 */
export const EMERGENCY_PATTERNS: readonly RegExp[] = [
  /\b(?:been|got|get|getting|being|was|were|are|is|just|now|'ve been|'s been) (?:hacked|breached|compromised|infected|attacked|ransomed|hijacked)\b/g,
  /\bhit (?:by|with) (?:a |an |some )?(?:ransomware|malware|virus|cyber ?attack|attack|hack|breach)\b/g,
  /\bransom(?:ware)? (?:note|notes|demand|demands|message|screen|pop-?up|attack)\b/g,
  /\b(?:demanding|asking for|wants?|want us to pay) (?:a |the )?(?:ransom|bitcoin|crypto)\b/g,
  /\bpay (?:the|a) ransom\b/g,
  /\b(?:files?|servers?|computers?|pcs?|laptops?|data|drives?|systems?|documents?|everything|database|backups?) (?:are|is|were|was|got|have been|has been|been|all got|all) (?:all |now |suddenly )?(?:encrypted|locked|scrambled|wiped|deleted|stolen|leaked|gone|held hostage)\b/g,
  /\b(?:server|servers|network|system|systems|email|emails|internet|everything|computers|website|site|phones|phone system|pos|emr|ehr|erp|office 365|microsoft 365|outlook|all our \w+) (?:is|are|went|has gone|have gone|'s|'re|just went|is completely|are completely|are all|is totally|are totally) (?:completely |totally |all )?down\b/g,
  /\b(?:down|offline|not working) (?:right now|at the moment|since (?:this morning|yesterday|last night|an hour ago))\b/g,
  /\b(?:we|i) (?:have|had|just had|are having|'ve had|think we had|may have had|discovered|found) (?:a |an )?(?:data |security |privacy |cyber ?)?(?:breach|intrusion|cyber ?attack|security incident)\b/g,
  /\b(?:active|ongoing) (?:attack|incident|breach|intrusion|threat)\b/g,
  /\bunder (?:attack|a cyber ?attack)\b/g,
  /\bsomeone (?:is|has been|got|was) (?:in|into|inside|accessing|logged into|logging into|controlling) (?:our|my)\b/g,
  /\b(?:accounts?|email|mailbox|office 365|microsoft 365|m365) (?:was|were|has been|have been|got|is|are) (?:hacked|compromised|taken over|hijacked|breached)\b/g,
  /\blocked out of (?:all|every|our|my)\b/g,
  /\bsomeone (?:got|has got|has gotten|broke) (?:in|into)\b/g,
  /\b(?:accounts?|email|mailbox|inbox) (?:is|are|keeps?|has been|have been) (?:sending|spamming|blasting) (?:out )?(?:phishing|spam|scam|fake|fraudulent|weird|strange)/g,
  /\b(?:it's|it is|this is|we have|we've got|i have) an? (?:it |security |real )?emergency\b/g,
  /\bemergency\b[^.?!]{0,30}\b(?:now|help|asap|please)\b/g,
  /\bcan'?t (?:access|open) (?:any|all)(?: of)? (?:our |my )?(?:files|systems|computers|data|documents)\b/g,
  /\bclicked (?:on )?(?:a|the|an) (?:phishing|malicious|bad|suspicious|fake|dodgy) (?:link|email|attachment)\b/g,
  /\b(?:we|i|our \w+)(?: have| had| just| think we| may have)? (?:got|have|caught|are dealing with|'re dealing with|were hit by|got hit by|have been hit by|'ve been hit by|just got|picked up) (?:some |a |the )?(?:ransomware|cryptolocker|a virus|malware|a worm)\b/g,
  /\b(?:ransomware|cryptolocker)\b[^.?!]{0,30}\b(?:on|in|hit|attacked|encrypted|infected|locked) (?:our|my|us|we|all)\b/g,
  /\b(?:money|funds|deposit|payment|wire) (?:was|were|got|has been) (?:stolen|sent to (?:the wrong|a fake|a fraudulent))\b/g,
];
export const HYPOTHETICAL =
  /\b(?:what if|in case|if ever|if (?:we|our|i|my|someone|a|an|the|it|they|you|he|she|ever)|prevent\w*|avoid\w*|protect\w*|worried|afraid|concerned|scared|fear|could happen|might|would|how (?:do|would|can|could|should|does|to)|do you (?:offer|handle|provide|deal|help|support|do)|does your|in the event|ever been|suppose|imagine|hypothetical\w*|example|training|simulation|before it happens|never)\b/;
export const NEGATED_BEFORE =
  /\b(?:not|never|no|haven't|hasn't|hadn't|wasn't|weren't|isn't|aren't|don't|didn't|nobody)\b[^.?!]{0,12}$/;
export const NOT_AN_INCIDENT_AFTER =
  /^\s*(?:protection|prevention|training|insurance|policy|policies|plan|plans|simulation|attacks? (?:are|is)|risks?|threats? (?:are|is))\b/;
export const IN_THE_PAST =
  /\b(?:last (?:year|month|week|spring|summer|fall|winter)|years? ago|months? ago|in the past|previously|once before|a while ago|back in \d{4}|in 20\d\d)\b/;
/** Words just before an incident that make it a recurring problem rather than one happening now ('keeps getting hacked'). */
export const RECURRING_BEFORE =
  /\b(?:keeps?|kept|always|often|sometimes|constantly|regularly) (?:on )?(?:getting|being)?\s*$/;
/** Words that take back the urgency of a clause ('nothing urgent', 'not urgent', 'no rush'). */
export const URGENCY_NEGATED =
  /\b(?:nothing|not|no|isn't|is not|wasn't|not really|not super|not that) (?:\w+ )?(?:urgent|urgently|asap|immediately|right away|pressing)\b|\bno (?:rush|hurry)\b/;
export const HAPPENING_NOW =
  /\b(?:right now|currently|at the moment|just (?:now|happened)|this morning|tonight|today|asap|urgent|help us|help me|please help)\b/;

export const SECURITY_WORDS =
  /hack|ransom|breach|encrypt|phish|malware|virus|compromis|stolen|leak|intru|attack|fraud|locked out|clicked|cryptolocker|worm/;

/** Place names we recognise beyond the catalogue's cities and neighbourhoods. */
export const TORONTO_ALIASES = w(
  'toronto|downtown|north york|etobicoke|scarborough|east york|midtown|bay street|king west|financial district|bay st|yonge st(?:reet)?|bloor st(?:reet)?|spadina ave(?:nue)?|university ave(?:nue)?',
);
export const OTHER_GTA = w(
  'pickering|ajax|whitby|oshawa|milton|newmarket|aurora|king city|stouffville|whitchurch-stouffville|caledon|bolton|georgetown|halton hills|uxbridge|durham region|gta|greater toronto',
);
export const OUTSIDE = w(
  'ottawa|montreal|quebec city|vancouver|calgary|edmonton|winnipeg|halifax|regina|saskatoon|victoria bc|kingston|sudbury|thunder bay|windsor|new york|usa|united states|california|florida|texas|uk|england|europe|australia|india',
);

/** Neighbourhood names that are also common words, so they never place a visitor. */
export const AMBIGUOUS_PLACES = new Set(['Legacy', 'Maple', 'Orchard', 'Heartland']);

/** A short answer that accepts what the assistant offered ('yes please', 'sounds good'). */
export const AFFIRMATIVE =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|please|absolutely|definitely|of course|sounds good|let's do it|let's do that|go ahead|why not|i would|we would|that would be (?:great|good|helpful)|great|perfect)\b/;
/** An assistant message that ends by offering a meeting: the free assessment, a consultation, a call to book. */
export const MEETING_OFFER =
  /\b(?:book|schedule|assessment|consultation|set up a (?:call|time|meeting))\b[^?.!]*\?\s*$/;
/** An assistant message that ends by offering a call, an assessment or a follow-up. */
export const BOOKING_OFFER =
  /\b(?:book|schedule|assessment|consultation|call you|follow up|reach out|contact you|set up a (?:call|time|meeting))\b[^?.!]*\?\s*$/;

/**
 * A request for a person in French (accents removed, as `normalise` leaves them): the French turn keeps the
 * hand-off (docs/decisions/096-french-in-french-out.md).
 */
export const HUMAN_FRENCH = [
  w(
    "(?:parler|discuter|jaser|clavarder) (?:a|avec) (?:quelqu'?un|quelqu un|une? (?:vraie? )?(?:personne|humain|conseill(?:er|ere)|agente?|representante?|technicienne?|vendeu(?:r|se)))|(?:je veux|je voudrais|j'aimerais|je souhaite|puis-je|est-ce que je peux) (?:avoir |parler a )?(?:un |une )?(?:conseill(?:er|ere)|humain|vraie personne|agente?|representante?)|(?:rappelez|appelez|contactez)-moi|(?:peut|pourrait|pouvez|pourriez)[- ](?:il|elle|on|vous|quelqu'un) me (?:rappeler|appeler|contacter)",
  ),
  /^(?:un |une )?(?:conseill(?:er|ere)|humain|agente?|representante?)(?: svp| s'il vous plait| s'il-vous-plait)?[.!?]*$/,
];
