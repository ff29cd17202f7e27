import {
  Building,
  Building2,
  Clock,
  Cloud,
  Code,
  Factory,
  FileCheck,
  MapPin,
  ShieldAlert,
  ShieldCheck,
  Timer,
  Wifi,
} from 'lucide-react';
import type { IconMap } from '../shared/icon-lookup.ts';

/** The icons the four city pages' content names (packages/content `cityPages`). */
export const cityPageIcons: IconMap = {
  building: Building,
  'building-2': Building2,
  clock: Clock,
  cloud: Cloud,
  code: Code,
  factory: Factory,
  'file-check': FileCheck,
  'map-pin': MapPin,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  timer: Timer,
  wifi: Wifi,
};
