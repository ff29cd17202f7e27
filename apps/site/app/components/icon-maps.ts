import type { IconName } from '@northline/content';
import {
  Award,
  BadgeCheck,
  Briefcase,
  Building2,
  Calculator,
  Clock,
  Cloud,
  CloudUpload,
  DatabaseBackup,
  Factory,
  FileText,
  HandCoins,
  Handshake,
  Headphones,
  Landmark,
  LayoutGrid,
  LifeBuoy,
  Lightbulb,
  ListChecks,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Receipt,
  Scale,
  Server,
  ShieldCheck,
  Siren,
  Stethoscope,
  Timer,
  Users,
} from 'lucide-react';

/**
 * Icons by the kebab-case names the catalogue uses (`IconName`, DESIGN.md "Imagery and icons"). One small
 * map per group of content, so a page's JavaScript carries only the icons it shows.
 */
export type IconMap = Readonly<Record<string, LucideIcon>>;

/** Icons of the six services (services.ts). */
export const serviceIcons: IconMap = {
  server: Server,
  'shield-check': ShieldCheck,
  cloud: Cloud,
  lightbulb: Lightbulb,
  'database-backup': DatabaseBackup,
  headphones: Headphones,
};

/** Icons of the six industries (industries.ts). */
export const industryIcons: IconMap = {
  stethoscope: Stethoscope,
  scale: Scale,
  factory: Factory,
  'building-2': Building2,
  landmark: Landmark,
  briefcase: Briefcase,
};

/** Icons of the services overview's why-choose block. */
export const whyChooseIcons: IconMap = {
  timer: Timer,
  receipt: Receipt,
  'shield-check': ShieldCheck,
  'badge-check': BadgeCheck,
  lock: Lock,
  'hand-coins': HandCoins,
};

/** Icons of the about page's four values. */
export const valueIcons: IconMap = {
  award: Award,
  'shield-check': ShieldCheck,
  lightbulb: Lightbulb,
  handshake: Handshake,
};

/** Icons of the contact page's detail and shortcut cards. */
export const contactIcons: IconMap = {
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  clock: Clock,
  siren: Siren,
  'layout-grid': LayoutGrid,
  'file-text': FileText,
  users: Users,
};

/** Icons of the blog's free resources. */
export const resourceIcons: IconMap = {
  'list-checks': ListChecks,
  'cloud-upload': CloudUpload,
  'life-buoy': LifeBuoy,
  calculator: Calculator,
};

/**
 * The icon named `name` in `icons`.
 *
 * @throws Error naming the icon when the map lacks it, so a new icon in the catalogue fails the prerender
 * (and the unit test) instead of showing an empty well.
 */
export function iconFor(icons: IconMap, name: IconName): LucideIcon {
  const icon = icons[name];
  if (!icon)
    throw new Error(`No lucide icon "${name}" in this icon map: add it to app/components/icon-maps.ts`);
  return icon;
}
