import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { reportFaults } from './faultReports';
import { i18n } from './i18n';
import './styles.css';

const app = createApp(App).use(createPinia()).use(i18n);
reportFaults(app);
app.mount('#app');
