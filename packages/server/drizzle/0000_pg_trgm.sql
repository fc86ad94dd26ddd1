-- Trigram matching for Thai and English search (ILIKE '%…%' with GIN gin_trgm_ops indexes, word_similarity).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
