import type { PrivacyWords } from './en';

export const pl: PrivacyWords = {
  sealed:
    'CV przechowujemy w postaci zaszyfrowanej (AES-256-GCM, z nowym wektorem dla każdego pliku) kluczem trzymanym poza bazą danych; serwer nie uruchomi się bez niego.',
  preview:
    'Ta kopia strony działa na jednym komputerze w celach podglądu i przechowuje CV bez szyfrowania: nie wysyłaj tu prawdziwego CV.',
  erasureSqlite: 'nadpisujemy je zerami w pliku bazy danych i w jej dzienniku, żeby nie dało się ich odczytać',
  erasurePostgres:
    'przepisujemy od nowa każdą tabelę bazy danych, w której były, razem z indeksami i statystykami, żeby nie dało się ich odczytać z plików tabel (jeśli ktoś akurat je odczytuje, niezwłocznie po zakończeniu odczytu); dziennik zapisu z wyprzedzeniem (WAL) bazy danych przechowuje kopię, do czasu jego nadpisania',
  hash: 'Nikt nie odczyta z niego Twojego adresu; klucz jest przechowywany razem z listą, więc ktoś, kto miałby naszą bazę danych, mógłby jedynie sprawdzić, czy znany mu już adres na niej jest.',
  calcom:
    '- **Cal.com**, nasz kalendarz, gdy umawiasz rozmowę: Twoje imię i nazwisko, adres e-mail, strefa czasowa i wybrany termin, aby rozmowa pojawiła się w naszych kalendarzach z linkiem do wideorozmowy. Nie wysyła Ci własnych wiadomości; gdy poprosisz o usunięcie danych, odwołamy tam także Twoje nadchodzące rozmowy.',
  formBasis: 'Zgoda',
  formKept: '{period} od wysłania',
};
