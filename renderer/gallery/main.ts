/**
 * Component gallery: every table component (renderer/src/components/table) with sample data,
 * in English and German (?lang=de), for review and for the screenshot test
 * (tests/e2e/gallery.e2e.test.ts). `?section=<id>` shows one section only.
 */
/// <reference types="vite/client" />
import { type Component, createApp } from 'vue';
import { i18n } from '../src/i18n';
import '../src/styles.css';

// Loaded through import.meta.glob so this file needs no '*.vue' module declaration (as bench/).
const Gallery = Object.values(import.meta.glob<{ default: Component }>('./Gallery.vue', { eager: true }))[0]!.default;

const query = new URLSearchParams(location.search);
i18n.global.locale.value = query.get('lang') === 'de' ? 'de' : 'en';
createApp(Gallery).use(i18n).mount('#app');
