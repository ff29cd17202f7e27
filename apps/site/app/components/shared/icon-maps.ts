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
import type { IconMap } from './icon-lookup.ts';

/** The icon maps of the home, services, about, contact and blog pages (looked up with `iconFor`, icon-lookup.ts). */

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
