// The consent banner's and preferences' words in Portuguese (typed against ./en.ts).
import type { ConsentWords } from './en';

export const pt: ConsentWords = {
  title: 'Cookies neste site',
  text: 'Os cookies necessários mantêm o site a funcionar. Com a sua autorização, usamos também cookies de análise para perceber que páginas são úteis.',
  howWeUse: 'Como usamos cookies',
  acceptAll: 'Aceitar todos',
  rejectAll: 'Rejeitar todos',
  preferences: 'Preferências',
  loading: 'A carregar as preferências de cookies…',
  analyticsOn: 'Os cookies de análise estão ativos.',
  analyticsOff: 'Os cookies de análise estão desativados.',
  dialogTitle: 'Preferências de cookies',
  dialogIntro:
    'Escolha que cookies podemos usar. Pode alterar a sua escolha a qualquer momento no rodapé de qualquer página.',
  categories: 'Categorias de cookies',
  necessary: 'Cookies necessários',
  necessaryText: 'Guardam a sua escolha de cookies. Sempre ativos, porque o site não funciona sem eles.',
  analytics: 'Cookies de análise',
  analyticsText:
    'Google Analytics através do Google Tag Manager: que páginas são lidas e como os visitantes as encontram.',
  save: 'Guardar preferências',
  close: 'Fechar as preferências de cookies',
};
