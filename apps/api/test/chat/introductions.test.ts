import { describe, expect, it } from 'vitest';
import {
  extractCompany,
  extractDetails,
  extractName,
  withoutContactDetails,
} from '../../src/chat/extraction.ts';

/** A phrasing, the name it states and the company it states (undefined: none). */
type Introduction = readonly [text: string, name: string | undefined, company: string | undefined];

const INTRODUCTIONS: readonly Introduction[] = [
  // A name and a company, comma-separated, on a line of their own
  ['Nadia Roy, Bright & Roy LLP', 'Nadia Roy', 'Bright & Roy LLP'],
  ['Marcus Webb, Webb Family Dentistry', 'Marcus Webb', 'Webb Family Dentistry'],
  ['Ingrid Solberg | Fjord Design Studio', 'Ingrid Solberg', 'Fjord Design Studio'],
  // 'I am / this is / my name is … from / at / with …'
  ["I'm Dana from Lee Logistics", 'Dana', 'Lee Logistics'],
  ['this is Raj at Patel CPA', 'Raj', 'Patel CPA'],
  [
    'Hi, this is Owen Park with Parkside Physio. Our printers keep dropping off.',
    'Owen Park',
    'Parkside Physio',
  ],
  [
    'I am Farah Haddad from Haddad & Sons Ltd. and we need a new firewall',
    'Farah Haddad',
    'Haddad & Sons Ltd.',
  ],
  ['My name is Lucia Ferreira, from Ferreira Bakery', 'Lucia Ferreira', 'Ferreira Bakery'],
  ['hello, my name is Tom Becker at Becker Mechanical Inc.', 'Tom Becker', 'Becker Mechanical Inc.'],
  ["Hey I'm Kwame, with Osei Import Co.", 'Kwame', 'Osei Import Co.'],
  ["I'm Grace Liu, office manager at Liu Orthodontics", 'Grace Liu', 'Liu Orthodontics'],
  ['This is Sandeep, the controller with Northgate Freight Corp.', 'Sandeep', 'Northgate Freight Corp.'],
  // '<Name> here from <Company>'
  ['Amir here from Crescent Dental', 'Amir', 'Crescent Dental'],
  ['Hi all, Beth Morrow here at Morrow Insurance Brokers', 'Beth Morrow', 'Morrow Insurance Brokers'],
  ["Good morning! Liam O'Neil here, from O'Neil Roofing", "Liam O'Neil", "O'Neil Roofing"],
  // '<Name> (<Company>)'
  [
    'Priscilla Adeyemi (Adeyemi Law Professional Corporation)',
    'Priscilla Adeyemi',
    'Adeyemi Law Professional Corporation',
  ],
  ['Hello, Victor Chan (Chan & Partners) - quick question about backups', 'Victor Chan', 'Chan & Partners'],
  // Signatures
  [
    '— Marta Kowalski, Practice Manager, Lakeview Veterinary Clinic',
    'Marta Kowalski',
    'Lakeview Veterinary Clinic',
  ],
  ['-- Ben Ortiz, CFO, Ortiz Builders Ltd.', 'Ben Ortiz', 'Ortiz Builders Ltd.'],
  [
    'Can someone call me back?\n\nThanks,\nHannah Weiss\nOperations Director\nWeiss Architecture Inc.',
    'Hannah Weiss',
    'Weiss Architecture Inc.',
  ],
  ['Please send a quote.\nBest regards,\nSamir Nasser\nNasser Pharmacy', 'Samir Nasser', 'Nasser Pharmacy'],
  ['Regards,\nEthan Brooks, Partner at Brooks Fraser LLP', 'Ethan Brooks', 'Brooks Fraser LLP'],
  ['Cheers,\nZoe', 'Zoe', undefined],
  ['Thanks,\nAmy Chen | IT Lead | Chen Optometry | 416-555-0199', 'Amy Chen', 'Chen Optometry'],
  ['Kind regards,\nMaple Chen', 'Maple Chen', undefined],
  // Ampersands, apostrophes, accents, hyphens
  ["I'm Pat with Tim's Auto Repair", 'Pat', "Tim's Auto Repair"],
  ['this is Jean-Luc Tremblay from Tremblay & Fils', 'Jean-Luc Tremblay', 'Tremblay & Fils'],
  ['Hélène Côté, Société Générale', 'Hélène Côté', 'Société Générale'],
  ['— Émile Gagnon, directeur, Gagnon Électrique Ltée', 'Émile Gagnon', 'Gagnon Électrique Ltée'],
  [
    'My name is Siobhan O\u2019Reilly from O\u2019Reilly Accounting',
    "Siobhan O'Reilly",
    "O'Reilly Accounting",
  ],
  ['Giulia Rossi, Rossi Costruzioni s.r.l.', 'Giulia Rossi', 'Rossi Costruzioni s.r.l.'],
  ['I am Anne-Marie Dubois of Dubois et Associés', 'Anne-Marie Dubois', 'Dubois et Associés'],
  // A company without a name
  ['We work at Bright & Roy LLP in the Financial District', undefined, 'Bright & Roy LLP'],
  ['our firm is Kerr & Daughters Co. and we have 9 people', undefined, 'Kerr & Daughters Co.'],
  // A name without a company
  ['My name is Yusuf Ali', 'Yusuf Ali', undefined],
  ["I'm Noor from Mississauga", 'Noor', undefined],
  ['this is Dev, based in Toronto', 'Dev', undefined],
  // Ordinary words, places and products are neither
  ["I'm looking for someone to manage our laptops", undefined, undefined],
  ['this is urgent, our email is down', undefined, undefined],
  ["I'm from Toronto", undefined, undefined],
  ['We are from Markham', undefined, undefined],
  ["I'm not sure what plan we need", undefined, undefined],
  ['Microsoft Teams, is that something you support?', undefined, undefined],
  ['Office 365, Teams and SharePoint are what we use', undefined, undefined],
  ['Toronto, ON', undefined, undefined],
  ['Sarah Kim, Toronto', undefined, undefined],
  ['I am with a small accounting practice', undefined, undefined],
  ['Help, ransomware on every PC!', undefined, undefined],
  ['Thanks, that helps a lot', undefined, undefined],
];

describe('introductions', () => {
  it('has at least forty phrasings', () => {
    expect(INTRODUCTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(INTRODUCTIONS)('%j → name %j, company %j', (text, name, company) => {
    expect(extractName(text)).toBe(name);
    expect(extractCompany(text)).toBe(company);
    const details = extractDetails(text);
    expect(details.name).toBe(name);
    expect(details.company).toBe(company);
  });

  it('takes the stated name and company out of the rest of the message', () => {
    const rest = withoutContactDetails('Regards,\nHannah Weiss\nWeiss Architecture Inc.');
    expect(rest).not.toMatch(/Hannah|Weiss/);
  });
});
