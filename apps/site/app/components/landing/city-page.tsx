import {
  CITY_PAGE_LABELS,
  type CityPage as CityPageContent,
  contactForms,
  getLocation,
  getTestimonial,
} from '@northline/content';
import { Card, Grid, Heading, Section, type SectionTone, Testimonial } from '@northline/ui';
import { MapPin } from 'lucide-react';
import { CheckList } from '../shared/check-list.tsx';
import { PageHero } from '../shared/page-hero.tsx';
import { PageSections, type SectionRenderers } from '../shared/page-sections.tsx';
import * as styles from './city-page.css.ts';
import { cityPageIcons as icons } from './city-page-icons.ts';
import { ContactSection, FaqSection, FeatureSection } from './landing-blocks.tsx';
import { alternateTones } from './landing-sections.ts';

/** A section of a city page below the hero. */
export type CityPageSectionKey =
  | 'benefits'
  | 'local'
  | 'areas'
  | 'neighbourhoods'
  | 'testimonials'
  | 'contact'
  | 'faq';

/** Props of {@link CityPage}. */
export interface CityPageProps {
  /** One of `torontoPage`, `mississaugaPage`, `markhamPage`, `vaughanPage` (or `cityPages[id]`). */
  page: CityPageContent;
}

/**
 * The sections of every city page below the hero, in order (§2: benefit cards, the areas served, the contact
 * form with anchor `contact`, the FAQ), with the city's own angle, its neighbourhood cards and two local
 * testimonials in between; white and tinted in turn.
 */
export const CITY_PAGE_SECTIONS = alternateTones<CityPageSectionKey>([
  'benefits',
  'local',
  'areas',
  'neighbourhoods',
  'testimonials',
  'contact',
  'faq',
]);

/** The local business summary panel (response time, visits, office, hours, phone). */
function SummaryPanel({ panel }: { panel: CityPageContent['summaryPanel'] }) {
  return (
    <Card variant="elevated" padding="lg" className={styles.summary}>
      <Heading level={2} size="md">
        {panel.title}
      </Heading>
      <dl className={styles.summaryList}>
        {panel.items.map((item) => (
          <div key={item.label} className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>{item.label}</dt>
            <dd className={styles.summaryValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function LocalFocusSection({ page, tone }: CityPageProps & { tone: SectionTone }) {
  const { localFocus } = page;
  return (
    <Section tone={tone} title={localFocus.title} description={localFocus.intro}>
      <div className={styles.split}>
        <div className={styles.prose}>
          {localFocus.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <Card variant={tone === 'tinted' ? 'outline' : 'tinted'} padding="lg">
          <CheckList items={localFocus.points} />
        </Card>
      </div>
    </Section>
  );
}

/** The list of areas served (§2: exactly as content lists them) beside the serving-areas panel. */
function AreasSection({ page, tone }: CityPageProps & { tone: SectionTone }) {
  const { areasServed, servingAreasPanel: panel } = page;
  return (
    <Section tone={tone} title={areasServed.title} description={areasServed.intro}>
      <ul className={styles.areas} aria-label={areasServed.title}>
        {areasServed.areas.map((area) => (
          <li key={area} className={styles.area}>
            <MapPin className={styles.areaIcon} aria-hidden="true" />
            {area}
          </li>
        ))}
      </ul>
      <Card variant={tone === 'tinted' ? 'outline' : 'tinted'} padding="lg" className={styles.panel}>
        <div className={styles.panelIntro}>
          <Heading level={3} size="md">
            {panel.title}
          </Heading>
          <p className={styles.panelText}>{panel.text}</p>
        </div>
        <div className={styles.panelGroup}>
          <Heading level={4} size="sm">
            {CITY_PAGE_LABELS.districts}
          </Heading>
          <ul className={styles.panelList}>
            {panel.districts.map((district) => (
              <li key={district}>{district}</li>
            ))}
          </ul>
        </div>
        <div className={styles.panelGroup}>
          <Heading level={4} size="sm">
            {CITY_PAGE_LABELS.landmarks}
          </Heading>
          <ul className={styles.panelList}>
            {panel.landmarks.map((landmark) => (
              <li key={landmark}>{landmark}</li>
            ))}
          </ul>
        </div>
      </Card>
    </Section>
  );
}

function NeighbourhoodsSection({ page, tone }: CityPageProps & { tone: SectionTone }) {
  const { neighbourhoods } = page;
  return (
    <Section tone={tone} title={neighbourhoods.title} description={neighbourhoods.intro}>
      <Grid as="ul" columns={neighbourhoods.cards.length % 2 === 0 ? 2 : 3}>
        {neighbourhoods.cards.map((card) => (
          <Card key={card.name} as="li" className={styles.neighbourhood}>
            <Heading level={3} size="md" className={styles.neighbourhoodTitle}>
              <MapPin className={styles.areaIcon} aria-hidden="true" />
              {card.name}
            </Heading>
            <p className={styles.neighbourhoodText}>{card.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

function TestimonialsSection({ page, tone }: CityPageProps & { tone: SectionTone }) {
  const city = getLocation(page.locationId).name;
  return (
    <Section tone={tone} title={page.testimonials.title} description={page.testimonials.intro}>
      <Grid columns={2}>
        {page.testimonials.ids.map(getTestimonial).map((testimonial) => (
          <Testimonial
            key={testimonial.id}
            quote={testimonial.text}
            author={testimonial.name}
            authorRole={`${testimonial.role}, ${testimonial.company}`}
            location={`${testimonial.neighbourhood}, ${city}`}
            rating={testimonial.rating}
          />
        ))}
      </Grid>
    </Section>
  );
}

/** How a city page draws each of its sections. */
const renderers: SectionRenderers<CityPageSectionKey, CityPageContent> = {
  benefits: (page, tone) => (
    <FeatureSection copy={page.benefits} items={page.benefits.items} icons={icons} tone={tone} columns={4} />
  ),
  local: (page, tone) => <LocalFocusSection page={page} tone={tone} />,
  areas: (page, tone) => <AreasSection page={page} tone={tone} />,
  neighbourhoods: (page, tone) => <NeighbourhoodsSection page={page} tone={tone} />,
  testimonials: (page, tone) => <TestimonialsSection page={page} tone={tone} />,
  contact: (page, tone) => (
    <ContactSection
      copy={page.contact}
      config={contactForms[page.formKey]}
      tone={tone}
      call={page.hero.ctas.find((cta) => cta.target.kind === 'phone')}
    />
  ),
  faq: (page, tone) => <FaqSection copy={page.faqSection} faqs={page.faqs} tone={tone} />,
};

/**
 * A city page (specification §2 "City pages"): the hero with the assessment button (to `#contact`), the call
 * button and the local business summary panel; benefit cards; the city's own angle; the areas served with
 * its business districts and landmarks; neighbourhood cards; two local testimonials; the contact form at
 * `#contact`; the city's FAQ. Everything comes from the city's content, so no two pages read alike.
 * Wrap it in `SiteShell`.
 */
export function CityPage({ page }: CityPageProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<SummaryPanel panel={page.summaryPanel} />} stackActionsOnPhones />
      <PageSections page={page} sections={CITY_PAGE_SECTIONS} renderers={renderers} />
    </>
  );
}
