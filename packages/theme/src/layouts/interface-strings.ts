import type { NavSection } from '@docwright/page-model';

/** The words of the reader interface the theme writes around a page's content, in a row's order. */
const wordKeys = [
  'search',
  'searching',
  'onThisPage',
  'previous',
  'next',
  'copy',
  'copied',
  'copyPage',
  'helpful',
  'yes',
  'no',
  'skipToContent',
] as const;

export type InterfaceStrings = { readonly [Key in (typeof wordKeys)[number]]: string };

/**
 * One row per language Mintlify's `navigation.languages` takes, by the `<html lang>` it stands for:
 * the words in the order of `wordKeys`, separated by `|`.
 */
const rows: Readonly<Record<string, string>> = {
  en: 'Search|Searching…|On this page|Previous|Next|Copy|Copied|Copy page|Was this page helpful?|Yes|No|Skip to content',
  'zh-Hans':
    '搜索|正在搜索…|本页内容|上一页|下一页|复制|已复制|复制页面|此页面对您有帮助吗？|是|否|跳到主要内容',
  'zh-Hant':
    '搜尋|正在搜尋…|本頁內容|上一頁|下一頁|複製|已複製|複製頁面|此頁面對您有幫助嗎？|是|否|跳到主要內容',
  es: 'Buscar|Buscando…|En esta página|Anterior|Siguiente|Copiar|Copiado|Copiar página|¿Te resultó útil esta página?|Sí|No|Ir al contenido',
  fr: 'Rechercher|Recherche…|Sur cette page|Précédent|Suivant|Copier|Copié|Copier la page|Cette page vous a-t-elle été utile ?|Oui|Non|Aller au contenu',
  ja: '検索|検索中…|このページの内容|前へ|次へ|コピー|コピーしました|ページをコピー|このページは役に立ちましたか？|はい|いいえ|コンテンツへスキップ',
  pt: 'Pesquisar|A pesquisar…|Nesta página|Anterior|Seguinte|Copiar|Copiado|Copiar página|Esta página foi útil?|Sim|Não|Saltar para o conteúdo',
  'pt-BR':
    'Pesquisar|Pesquisando…|Nesta página|Anterior|Próximo|Copiar|Copiado|Copiar página|Esta página foi útil?|Sim|Não|Pular para o conteúdo',
  de: 'Suchen|Suche läuft…|Auf dieser Seite|Zurück|Weiter|Kopieren|Kopiert|Seite kopieren|War diese Seite hilfreich?|Ja|Nein|Zum Inhalt springen',
  ko: '검색|검색 중…|이 페이지의 내용|이전|다음|복사|복사됨|페이지 복사|이 페이지가 도움이 되었나요?|예|아니요|본문으로 건너뛰기',
  it: 'Cerca|Ricerca in corso…|In questa pagina|Precedente|Successivo|Copia|Copiato|Copia pagina|Questa pagina ti è stata utile?|Sì|No|Vai al contenuto',
  ru: 'Поиск|Идёт поиск…|На этой странице|Назад|Далее|Копировать|Скопировано|Копировать страницу|Была ли эта страница полезной?|Да|Нет|Перейти к содержимому',
  ro: 'Caută|Se caută…|Pe această pagină|Înapoi|Înainte|Copiază|Copiat|Copiază pagina|V-a fost utilă această pagină?|Da|Nu|Salt la conținut',
  cs: 'Hledat|Hledání…|Na této stránce|Předchozí|Další|Kopírovat|Zkopírováno|Kopírovat stránku|Byla tato stránka užitečná?|Ano|Ne|Přejít na obsah',
  id: 'Cari|Mencari…|Di halaman ini|Sebelumnya|Berikutnya|Salin|Disalin|Salin halaman|Apakah halaman ini membantu?|Ya|Tidak|Lewati ke konten',
  ar: 'بحث|جارٍ البحث…|في هذه الصفحة|السابق|التالي|نسخ|تم النسخ|نسخ الصفحة|هل كانت هذه الصفحة مفيدة؟|نعم|لا|انتقل إلى المحتوى',
  tr: 'Ara|Aranıyor…|Bu sayfada|Önceki|Sonraki|Kopyala|Kopyalandı|Sayfayı kopyala|Bu sayfa yararlı oldu mu?|Evet|Hayır|İçeriğe geç',
  hi: 'खोजें|खोज जारी है…|इस पेज पर|पिछला|अगला|कॉपी करें|कॉपी हो गया|पेज कॉपी करें|क्या यह पेज उपयोगी था?|हाँ|नहीं|सामग्री पर जाएँ',
  sv: 'Sök|Söker…|På den här sidan|Föregående|Nästa|Kopiera|Kopierat|Kopiera sidan|Var den här sidan till hjälp?|Ja|Nej|Hoppa till innehållet',
  nb: 'Søk|Søker…|På denne siden|Forrige|Neste|Kopier|Kopiert|Kopier siden|Var denne siden nyttig?|Ja|Nei|Hopp til innholdet',
  da: 'Søg|Søger…|På denne side|Forrige|Næste|Kopiér|Kopieret|Kopiér siden|Var denne side nyttig?|Ja|Nej|Spring til indholdet',
  lv: 'Meklēt|Meklē…|Šajā lapā|Iepriekšējā|Nākamā|Kopēt|Nokopēts|Kopēt lapu|Vai šī lapa bija noderīga?|Jā|Nē|Pāriet uz saturu',
  nl: 'Zoeken|Bezig met zoeken…|Op deze pagina|Vorige|Volgende|Kopiëren|Gekopieerd|Pagina kopiëren|Was deze pagina nuttig?|Ja|Nee|Naar de inhoud',
  uk: 'Пошук|Триває пошук…|На цій сторінці|Назад|Далі|Копіювати|Скопійовано|Копіювати сторінку|Чи була ця сторінка корисною?|Так|Ні|Перейти до вмісту',
  vi: 'Tìm kiếm|Đang tìm…|Trên trang này|Trước|Tiếp|Sao chép|Đã sao chép|Sao chép trang|Trang này có hữu ích không?|Có|Không|Chuyển đến nội dung',
  pl: 'Szukaj|Wyszukiwanie…|Na tej stronie|Poprzednia|Następna|Kopiuj|Skopiowano|Kopiuj stronę|Czy ta strona była pomocna?|Tak|Nie|Przejdź do treści',
  uz: 'Qidirish|Qidirilmoqda…|Ushbu sahifada|Oldingi|Keyingi|Nusxalash|Nusxalandi|Sahifadan nusxa olish|Bu sahifa foydali boʻldimi?|Ha|Yoʻq|Asosiy qismga oʻtish',
  he: 'חיפוש|מחפש…|בעמוד זה|הקודם|הבא|העתקה|הועתק|העתקת העמוד|האם העמוד הזה עזר לך?|כן|לא|דילוג לתוכן',
  ca: 'Cerca|S’està cercant…|En aquesta pàgina|Anterior|Següent|Copia|Copiat|Copia la pàgina|T’ha estat útil aquesta pàgina?|Sí|No|Vés al contingut',
  fi: 'Hae|Haetaan…|Tällä sivulla|Edellinen|Seuraava|Kopioi|Kopioitu|Kopioi sivu|Oliko tästä sivusta apua?|Kyllä|Ei|Siirry sisältöön',
  hu: 'Keresés|Keresés folyamatban…|Ezen az oldalon|Előző|Következő|Másolás|Másolva|Oldal másolása|Hasznos volt ez az oldal?|Igen|Nem|Ugrás a tartalomhoz',
};

/** Mintlify's language codes that are not the BCP 47 tag a browser and a screen reader expect. */
const htmlLangOfCode: Readonly<Record<string, string>> = {
  cn: 'zh-Hans',
  zh: 'zh-Hans',
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  jp: 'ja',
  'ja-jp': 'ja',
  'ja-JP': 'ja',
  'fr-CA': 'fr-CA',
  'fr-ca': 'fr-CA',
  no: 'nb',
};

/** The `<html lang>` of a Mintlify language code (`jp` is `ja`); codes it does not list pass through. */
export const htmlLangOf = (code: string): string => htmlLangOfCode[code] ?? code;

/** Every language the table covers, by `<html lang>`. */
export const interfaceLanguages: readonly string[] = Object.keys(rows);

/** The interface words for an `<html lang>`: its row, its base language's (`fr-CA`: `fr`), else English. */
export function interfaceStringsOf(lang: string): InterfaceStrings {
  const text = rows[lang] ?? rows[lang.split('-')[0] ?? ''] ?? (rows.en as string);
  const row = text.split('|');
  return Object.fromEntries(wordKeys.map((key, index) => [key, row[index] ?? ''])) as InterfaceStrings;
}

/** The `<html lang>` of a section: its `languages` division's code, else English. */
export function sectionLang(sections: readonly NavSection[], sectionIndex: number): string {
  const step = sections[sectionIndex]?.trail.find((entry) => entry.kind === 'language');
  return step ? htmlLangOf(step.title) : 'en';
}

/**
 * The words the browser scripts show (copy buttons, the search dialog), for pages not in English:
 * a JSON island they read, so their bundles carry no table.
 */
export function interfaceStringsScript(lang: string): string {
  if (lang === 'en') return '';
  const { copy, copied, searching, search } = interfaceStringsOf(lang);
  const json = JSON.stringify({ copy, copied, searching, search }).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="dw-interface-strings">${json}</script>`;
}
