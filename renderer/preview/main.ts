/**
 * TEST-ONLY preview entry (never part of the production bundle: only tests/e2e builds it).
 * Mounts one screen by query until the lead wires them into the app:
 *   ?screen=replay&save=ID          the replay screen
 *   ?screen=final&save=ID           the final screen fed from the save's last frame
 *   &lang=de                        German
 * window.__preview reports what was mounted.
 */
import { createApp, defineComponent, h, onMounted, shallowRef } from 'vue';
import { createPinia } from 'pinia';
import { useSettingsStore } from '../src/stores/settings';
import type { ReplayFrame } from '../../shared/ipc/contract';
import { i18n } from '../src/i18n';
import { walz } from '../src/walz';
import ReplayScreen from '../src/screens/ReplayScreen.vue';
import FinalScreen from '../src/components/scoring/FinalScreen.vue';
import { publicPlayers, scoringsOf } from '../src/components/replay/frameView';
import '../src/styles.css';

const q = new URLSearchParams(location.search);
const screen = q.get('screen') ?? 'replay';
const save = q.get('save') ?? '';
// the settings store first (the screens' marks read it): made later, it would set its own language
const pinia = createPinia();
useSettingsStore(pinia);
if (q.get('lang') === 'de') i18n.global.locale.value = 'de';

const events: string[] = [];
const hooks = { screen, events };
(window as unknown as { __preview: typeof hooks }).__preview = hooks;

const FinalPreview = defineComponent({
  setup() {
    const frame = shallowRef<ReplayFrame | null>(null);
    onMounted(async () => {
      const info = await walz().invoke('replay:open', { saveId: save });
      if (!info.ok) return void events.push(`error:${info.error.code}`);
      const f = await walz().invoke('replay:frame', { replayId: info.value.replayId, index: info.value.total });
      if (f.ok) frame.value = f.value;
      else events.push(`error:${f.error.code}`);
    });
    return () =>
      frame.value?.result
        ? h(FinalScreen, {
            players: publicPlayers(frame.value).map((p) => ({ name: p.name, colour: p.colour, vp: p.vp, thalers: p.thalers })),
            scorings: scoringsOf(frame.value),
            result: frame.value.result,
            onReplay: () => events.push('replay'),
            onMenu: () => events.push('menu'),
          })
        : h('p', 'loading');
  },
});

const Root = defineComponent({
  setup() {
    return () => (screen === 'final' ? h(FinalPreview) : h(ReplayScreen, { saveId: save, onClose: () => events.push('close') }));
  },
});

createApp(Root).use(pinia).use(i18n).mount('#app');
