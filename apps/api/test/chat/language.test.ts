import { eld } from 'eld/extrasmall';
import { describe, expect, it, vi } from 'vitest';
import {
  conversationLanguage,
  detectLanguage,
  frenchOrEnglish,
  hasFrenchSign,
  withoutNames,
} from '../../src/chat/language.ts';

/** A chat line and the language it tells: `fr`, `en` (English or another language), undefined (too short). */
type Line = readonly [text: string, language: 'fr' | 'en' | undefined];

const FRENCH: readonly Line[] = [
  ['Bonjour, notre serveur ne fonctionne plus', 'fr'],
  ['Merci beaucoup', 'fr'],
  ["Je voudrais parler à quelqu'un", 'fr'],
  ['Pouvez-vous nous aider avec nos ordinateurs?', 'fr'],
  ['Nous sommes une firme comptable de 25 employés à Laval', 'fr'],
  ['Combien coûte le soutien informatique géré?', 'fr'],
  ['On a un problème avec nos courriels depuis ce matin', 'fr'],
  ['Est-ce que vous offrez la sauvegarde infonuagique?', 'fr'],
  ['Notre imprimante ne marche pas', 'fr'],
  ['Je cherche un conseiller pour un devis', 'fr'],
  ["J'aimerais un rendez-vous la semaine prochaine", 'fr'],
  ['Salut, vous parlez français?', 'fr'],
  ['Nos postes de travail sont très lents', 'fr'],
  ['Mon courriel est marie@exemple.ca et mon numéro est 514-555-0199', 'fr'],
  ["Je m'appelle Élise Tremblay de Boulangerie Côté inc.", 'fr'],
  ['Avez-vous des techniciens à Montréal?', 'fr'],
  ['Le réseau est en panne, personne ne peut travailler', 'fr'],
  ["Bonjour, nous avons besoin d'aide pour Microsoft 365", 'fr'],
  ['Quels sont vos tarifs?', 'fr'],
  ['Un conseiller peut-il me rappeler?', 'fr'],
  ['Nous déménageons nos bureaux à Toronto le mois prochain', 'fr'],
  ['Pouvez-vous gérer notre pare-feu?', 'fr'],
  ['ça ne marche plus du tout', 'fr'],
  ["Oui, s'il vous plaît", 'fr'],
  ["Nous avons été victimes d'un rançongiciel", 'fr'],
  // Without accents or apostrophes, as typed on a phone
  ['bonjour je veux parler a quelqu un svp', 'fr'],
  ["Allo, on a besoin d'un nouveau serveur pour le bureau", 'fr'],
  ['est ce que vous faites la cybersécurité', 'fr'],
  ['Je suis à Trois-Rivières, vous desservez la région?', 'fr'],
  ["Nous avons besoin d'un devis pour 40 postes", 'fr'],
  ["Bonsoir, est-ce que quelqu'un peut nous appeler demain matin?", 'fr'],
];

const ENGLISH: readonly Line[] = [
  ['Hi, our server is down', 'en'],
  ['Can I speak to someone?', 'en'],
  // French names of places, people and companies in English lines
  ['We are an accounting firm in Trois-Rivières with 20 staff', 'en'],
  ['Our office is in Côte-Saint-Luc, do you cover that area?', 'en'],
  ['My name is Jean-François Lévesque from Boulangerie Côté', 'en'],
  ['Do you have technicians in Montréal?', 'en'],
  ['I am Marie-Ève Bélanger, office manager', 'en'],
  ['We moved to Saint-Jean-sur-Richelieu last year and need new laptops', 'en'],
  ['My email is francois@cote-saint-luc.ca', 'en'],
  ['Our company, Les Entreprises Gagnon, needs backups', 'en'],
  ['We are a law firm on Rue Sainte-Catherine in Montreal', 'en'],
  ['Our CFO, Geneviève, wants a quote for cybersecurity', 'en'],
  ['Café Dépôt in Trois-Rivières needs Wi-Fi fixed', 'en'],
  // A French phrase inside an English line
  ['Je ne sais quoi, our office needs a refresh', 'en'],
  ['Bonjour-Hi, can you help?', 'en'],
  ['How much does managed IT cost for 15 users?', 'en'],
  ['Our email is not working since this morning', 'en'],
  ['We need help with Microsoft 365 migration', 'en'],
  ['Can you manage our firewall?', 'en'],
  ['Is there someone available today?', 'en'],
  ['Our printer is broken', 'en'],
  ['Please call me at 416-555-0100', 'en'],
  ['We got hit by ransomware', 'en'],
  ['What are your prices?', 'en'],
  ['Do you support Mississauga and Brampton?', 'en'],
  ['Hey there, quick question about pricing', 'en'],
  ['Yes please', 'en'],
  ['Talk to a human please', 'en'],
  ['Server down, nobody can work, help!', 'en'],
  // Other languages are answered in English
  ['Hola, necesito ayuda con mi servidor', 'en'],
  ['Buongiorno, il nostro server non funziona', 'en'],
  ['Olá, preciso de ajuda com o servidor', 'en'],
];

/** Lines too short to tell, or that the detector is not sure of: the conversation keeps its language (English by default). */
const TOO_SHORT: readonly Line[] = [
  ['Bonjour', undefined],
  ['Hello', undefined],
  ['OK', undefined],
  ['Merci!', undefined],
  ['marie@exemple.ca', undefined],
  ['514-555-0199', undefined],
  ['Trois-Rivières', undefined],
  ['Oui', undefined],
  // Two words the detector is not sure of
  ['ah bon', undefined],
  ['pas mal', undefined],
  ['la la', undefined],
];

describe('detectLanguage', () => {
  it.each([...FRENCH, ...ENGLISH, ...TOO_SHORT])('%j tells %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('holds at least 30 lines each way', () => {
    expect(FRENCH.length).toBeGreaterThanOrEqual(30);
    expect(ENGLISH.length).toBeGreaterThanOrEqual(30);
    expect(FRENCH.length + ENGLISH.length + TOO_SHORT.length).toBeGreaterThanOrEqual(60);
  });

  it('reads the words without the names of people and places inside a sentence', () => {
    expect(withoutNames('We moved to Saint-Jean-sur-Richelieu with Marie-Ève, call 514-555-0199')).toBe(
      'We moved to with , call',
    );
    // The first word of a sentence stays: it is a common word more often than a name.
    expect(withoutNames('Pouvez-vous nous aider? Avez-vous des techniciens à Montréal?')).toBe(
      'Pouvez-vous nous aider? Avez-vous des techniciens à ?',
    );
  });

  it('reads only the start of a long message', () => {
    const long = `Notre serveur ne fonctionne plus depuis ce matin. ${'The rest is English words. '.repeat(40)}`;
    expect(detectLanguage(long)).toBe('fr');
  });
});

describe('frenchOrEnglish', () => {
  it.each(FRENCH)('%j has a sign of French and is French', (text) => {
    expect(hasFrenchSign(text)).toBe(true);
    expect(frenchOrEnglish(text)).toBe('fr');
  });

  it.each([...ENGLISH, ...TOO_SHORT])('%j is English', (text) => {
    expect(frenchOrEnglish(text)).toBe('en');
  });

  it('skips the detector for a line without a sign of French', () => {
    expect(hasFrenchSign('Our file server keeps dropping off the network.')).toBe(false);
    expect(hasFrenchSign('We need help with Microsoft 365 licensing for 40 users')).toBe(false);
  });
});

describe('conversationLanguage', () => {
  it('is the language of the latest message that tells', () => {
    expect(conversationLanguage('Bonjour, notre serveur ne fonctionne plus')).toBe('fr');
    expect(conversationLanguage('Can you manage our firewall?', ['Quels sont vos tarifs?'])).toBe('en');
  });

  it('keeps the language of the earlier messages through a line too short to tell', () => {
    expect(conversationLanguage('marie@exemple.ca', ['Bonjour', 'Quels sont vos tarifs?'])).toBe('fr');
    expect(conversationLanguage('Oui', ['What are your prices?'])).toBe('en');
  });

  it('asks the detector nothing for a conversation without a sign of French, and asks it once there is one', () => {
    const detect = vi.spyOn(eld, 'detect');
    try {
      const english = ['We need help with Microsoft 365 licensing for 40 users'];
      expect(conversationLanguage('Our file server keeps dropping off the network.', english)).toBe('en');
      expect(conversationLanguage('Our file server keeps dropping off the network.')).toBe('en');
      expect(detect).not.toHaveBeenCalled();
      expect(
        conversationLanguage('Our file server keeps dropping off the network.', ['Quels sont vos tarifs?']),
      ).toBe('en');
      expect(detect).toHaveBeenCalled();
    } finally {
      detect.mockRestore();
    }
  });

  it('is English when no message tells', () => {
    expect(conversationLanguage('Bonjour')).toBe('en');
    expect(conversationLanguage('OK', ['Hello'])).toBe('en');
  });
});
