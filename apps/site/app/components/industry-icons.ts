import type { IconName } from '@northline/content';
import {
  Building,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  ClipboardCheck,
  Clock,
  Cloud,
  CloudCog,
  Cpu,
  DatabaseBackup,
  Factory,
  FileHeart,
  FileSignature,
  FolderCheck,
  FolderLock,
  Laptop,
  Link,
  Lock,
  type LucideIcon,
  MailCheck,
  MailWarning,
  MapPin,
  Megaphone,
  MessageSquareText,
  Phone,
  Receipt,
  Scale,
  ShieldAlert,
  ShieldCheck,
  ShieldPlus,
  Smartphone,
  Timer,
  UserPlus,
  Users,
  Video,
  Workflow,
  Wrench,
} from 'lucide-react';

/**
 * The lucide icons the four industry pages name in @northline/content (cards, highlights, why-choose),
 * by content icon name. Only these are listed, so an industry page's JavaScript carries no other icons;
 * the unit test fails when content names an icon missing here.
 */
const INDUSTRY_ICONS: Readonly<Record<IconName, LucideIcon>> = {
  building: Building,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  'chart-column': ChartColumn,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  cloud: Cloud,
  'cloud-cog': CloudCog,
  cpu: Cpu,
  'database-backup': DatabaseBackup,
  factory: Factory,
  'file-heart': FileHeart,
  'file-signature': FileSignature,
  'folder-check': FolderCheck,
  'folder-lock': FolderLock,
  laptop: Laptop,
  link: Link,
  lock: Lock,
  'mail-check': MailCheck,
  'mail-warning': MailWarning,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-square-text': MessageSquareText,
  phone: Phone,
  receipt: Receipt,
  scale: Scale,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  'shield-plus': ShieldPlus,
  smartphone: Smartphone,
  timer: Timer,
  'user-plus': UserPlus,
  users: Users,
  video: Video,
  workflow: Workflow,
  wrench: Wrench,
};

/**
 * The lucide component of an icon an industry page names.
 *
 * @param name - a kebab-case lucide name from the page's content, e.g. 'shield-check'
 * @throws Error naming the icon when it is not in the industry pages' icon list (prerendering then fails)
 */
export function industryIcon(name: IconName): LucideIcon {
  const icon = INDUSTRY_ICONS[name];
  if (!icon) throw new Error(`Icon "${name}" is not in app/components/industry-icons.ts; add it there`);
  return icon;
}
