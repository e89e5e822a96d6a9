package io.ashtapada.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The table's replacement: buckets of four, the shallowest entry goes, older searches' entries first. */
class TranspositionTableTest {
    // A table of one bucket: every key shares it.
    private final TranspositionTable tt = new TranspositionTable(2);

    private void store(long key, int depth) {
        tt.store(key, (int) key, 0, depth, TranspositionTable.LOWER);
    }

    @Test
    void a_new_key_evicts_the_shallowest_entry_of_its_bucket() {
        store(11, 9);
        store(12, 2);
        store(13, 5);
        store(14, 7);
        store(15, 1);
        assertThat(tt.probe(12)).isEqualTo(TranspositionTable.MISS);
        for (long k : new long[]{11, 13, 14, 15}) assertThat(tt.probe(k)).as("key " + k).isNotEqualTo(TranspositionTable.MISS);
        assertThat(TranspositionTable.depth(tt.probe(11))).isEqualTo(9);
    }

    @Test
    void an_entry_of_an_earlier_search_gives_way_before_a_shallower_one_of_this_search() {
        store(11, 9);
        store(13, 5);
        store(14, 7);
        store(15, 6);
        tt.newSearch();
        store(16, 1);   // evicts 13, the shallowest (all of the last search)
        store(17, 1);   // 15: 6 - 8 < 1, the new search's depth-1 entry stays
        assertThat(tt.probe(13)).isEqualTo(TranspositionTable.MISS);
        assertThat(tt.probe(15)).isEqualTo(TranspositionTable.MISS);
        assertThat(tt.probe(16)).isNotEqualTo(TranspositionTable.MISS);
        assertThat(tt.probe(17)).isNotEqualTo(TranspositionTable.MISS);
    }

    @Test
    void a_shallower_bound_of_the_same_search_does_not_overwrite_a_deeper_one_but_an_exact_score_does() {
        store(11, 8);
        store(11, 3);
        assertThat(TranspositionTable.depth(tt.probe(11))).isEqualTo(8);
        tt.store(11, 5, 42, 3, TranspositionTable.EXACT);
        assertThat(TranspositionTable.depth(tt.probe(11))).isEqualTo(3);
        assertThat(TranspositionTable.score(tt.probe(11))).isEqualTo(42);
    }

    @Test
    void an_entry_packs_its_choice_score_depth_and_bound_and_reads_them_back() {
        for (int choice : new int[]{0, 123456, -1, -4, Integer.MAX_VALUE, Integer.MIN_VALUE})
            for (int score : new int[]{0, 1, -1, 31_999, -31_999, Search.WIN + 160, -(Search.WIN + 160)})
                for (int depth : new int[]{0, 1, 64, 127})
                    for (byte flag : new byte[]{TranspositionTable.EXACT, TranspositionTable.LOWER, TranspositionTable.UPPER}) {
                        long e = TranspositionTable.pack(choice, score, depth, flag);
                        assertThat(e).isNotEqualTo(TranspositionTable.MISS);
                        assertThat(TranspositionTable.choice(e)).isEqualTo(choice);
                        assertThat(TranspositionTable.score(e)).isEqualTo(score);
                        assertThat(TranspositionTable.depth(e)).isEqualTo(depth);
                        assertThat(TranspositionTable.flag(e)).isEqualTo(flag);
                    }
    }

    @Test
    void an_entry_whose_key_and_data_disagree_reads_as_a_miss_never_as_another_position() {
        // What a reader sees while another thread has written the data of key 12 but not yet its key
        // into the slot of key 11: the slot answers neither key.
        TranspositionTable one = new TranspositionTable(2);
        one.store(11, 5, 100, 4, TranspositionTable.EXACT);
        // A slot is two longs side by side: its key XOR its entry, then the entry.
        long[] slots = field(one, "slots");
        int slot = 0;
        while (slots[2 * slot + 1] == TranspositionTable.MISS) slot++;
        slots[2 * slot + 1] = TranspositionTable.pack(6, -300, 9, TranspositionTable.LOWER);
        assertThat(one.probe(11)).isEqualTo(TranspositionTable.MISS);
        assertThat(one.probe(12)).isEqualTo(TranspositionTable.MISS);
        slots[2 * slot] = 12 ^ slots[2 * slot + 1];
        assertThat(TranspositionTable.score(one.probe(12))).isEqualTo(-300);
    }

    private static long[] field(TranspositionTable t, String name) {
        try {
            java.lang.reflect.Field f = TranspositionTable.class.getDeclaredField(name);
            f.setAccessible(true);
            return (long[]) f.get(t);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
