import { describe, expect, it } from 'vitest';
import {
  createEmptyVisitorProfile,
  DEFAULT_PREFERENCES,
  MAX_TIME_ON_SITE_SECONDS,
  visitorProfileRequestSchema,
  visitorProfileSchema,
} from './profile.ts';
import { messageAt, REMOVE, withValue } from './test-utils.ts';

const fullProfile = {
  industry: 'healthcare',
  companySize: '11-50',
  currentChallenges: ['data-backup-concerns', 'compliance-issues'],
  budget: '15k-50k',
  timeline: 'immediate',
  complianceNeeds: ['phipa', 'pipeda'],
  goals: ['improve-security', 'ensure-compliance'],
  contactInfo: { name: 'Dr. Lee', email: 'lee@clinic.example', company: 'Yonge Clinic', phone: '' },
  behaviorData: {
    pagesVisited: ['/', '/healthcare-it-services'],
    timeOnSite: 130,
    servicesViewed: ['Cybersecurity'],
    documentsDownloaded: [],
    chatInteractions: 2,
    formSubmissions: 0,
  },
  preferences: { communicationStyle: 'technical', meetingPreference: 'in-person', priority: 'speed' },
};

describe('visitor profile (specification §3 "Visitor profile")', () => {
  it('accepts a complete profile unchanged', () => {
    expect(visitorProfileSchema.parse(fullProfile)).toEqual(fullProfile);
  });

  it('fills every default of an empty profile', () => {
    const profile = visitorProfileSchema.parse({});
    expect(profile.currentChallenges).toEqual([]);
    expect(profile.complianceNeeds).toEqual([]);
    expect(profile.goals).toEqual([]);
    expect(profile.behaviorData).toEqual({
      pagesVisited: [],
      timeOnSite: 0,
      servicesViewed: [],
      documentsDownloaded: [],
      chatInteractions: 0,
      formSubmissions: 0,
    });
    expect(profile.preferences).toEqual({
      communicationStyle: 'business',
      meetingPreference: 'virtual',
      priority: 'quality',
    });
    expect(profile.industry).toBeUndefined();
    expect(profile.contactInfo).toBeUndefined();
  });

  it('completes partial behaviour data and preferences with their defaults', () => {
    const profile = visitorProfileSchema.parse({
      behaviorData: { timeOnSite: 40 },
      preferences: { meetingPreference: 'phone' },
    });
    expect(profile.behaviorData.timeOnSite).toBe(40);
    expect(profile.behaviorData.pagesVisited).toEqual([]);
    expect(profile.behaviorData.chatInteractions).toBe(0);
    expect(profile.preferences.meetingPreference).toBe('phone');
    expect(profile.preferences.communicationStyle).toBe(DEFAULT_PREFERENCES.communicationStyle);
    expect(profile.preferences.priority).toBe(DEFAULT_PREFERENCES.priority);
  });

  it("treats the test page's unselected choices ('') as not chosen", () => {
    const profile = visitorProfileSchema.parse({ industry: '', companySize: '', budget: '', timeline: '' });
    expect([profile.industry, profile.companySize, profile.budget, profile.timeline]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives a fresh empty profile on each call', () => {
    const first = createEmptyVisitorProfile();
    first.behaviorData.pagesVisited.push('/');
    first.goals.push('improve-uptime');
    const second = createEmptyVisitorProfile();
    expect(second.behaviorData.pagesVisited).toEqual([]);
    expect(second.goals).toEqual([]);
  });

  it.each([
    ['industry', 'retail', 'Please select your industry'],
    ['companySize', '1-5', 'Please select your company size'],
    ['budget', 'cheap', 'Please select a budget range'],
    ['timeline', 'soon', 'Please select a timeline'],
    ['currentChallenges.0', 'Frequent downtime', 'Please choose challenges from the list'],
    ['complianceNeeds.0', 'HIPAA', 'Please choose compliance requirements from the list'],
    ['goals.0', 'get rich', 'Please choose goals from the list'],
    ['contactInfo.email', 'lee@', 'Please enter a valid email address'],
    ['behaviorData.timeOnSite', -1, 'Time on site must be a whole number between 0 and 2592000'],
    ['behaviorData.timeOnSite', 1.5, 'Time on site must be a whole number between 0 and 2592000'],
    [
      'behaviorData.timeOnSite',
      MAX_TIME_ON_SITE_SECONDS + 1,
      'Time on site must be a whole number between 0 and 2592000',
    ],
    ['behaviorData.chatInteractions', '3', 'Chat interactions must be a whole number between 0 and 10000'],
    ['behaviorData.formSubmissions', 1001, 'Form submissions must be a whole number between 0 and 1000'],
    ['behaviorData.pagesVisited.0', 'p'.repeat(301), 'Page must be at most 300 characters'],
    ['behaviorData.servicesViewed', Array(51).fill('x'), 'Services viewed must have at most 50 items'],
    [
      'preferences.communicationStyle',
      'casual',
      'Communication style must be business, technical or executive',
    ],
    ['preferences.meetingPreference', 'email', 'Meeting preference must be virtual, in-person or phone'],
    ['preferences.priority', 'price', 'Priority must be quality, cost or speed'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(visitorProfileSchema, withValue(fullProfile, path, value), path)).toBe(message);
  });
});

describe('visitor profile request (specification §7 POST /api/visitor-profile)', () => {
  it('is the profile plus its session id', () => {
    const request = visitorProfileRequestSchema.parse({ ...fullProfile, sessionId: 'test-session-1-abc' });
    expect(request.sessionId).toBe('test-session-1-abc');
    expect(request.industry).toBe('healthcare');
  });

  it('requires the session id', () => {
    expect(
      messageAt(visitorProfileRequestSchema, withValue(fullProfile, 'sessionId', REMOVE), 'sessionId'),
    ).toBe('Session id is required');
  });
});
