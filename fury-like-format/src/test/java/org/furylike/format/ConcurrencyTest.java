package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.furylike.format.model.AllTypes;
import org.furylike.format.model.Samples;
import org.junit.jupiter.api.Test;

/** One encoder shared by several threads gives every thread the same bytes and objects. */
class ConcurrencyTest {
  static final class Fresh {
    List<String> names = new ArrayList<>();
    long stamp;
  }

  @Test
  void sharedEncoderAcrossThreads() throws Exception {
    RowEncoder<AllTypes> enc = RowEncoders.of(AllTypes.class);
    byte[] expected = RowEncoders.of(AllTypes.class, CodecMode.INTERPRETED).encode(Samples.full());
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<byte[]>> results = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        results.add(
            pool.submit(
                () -> {
                  byte[] last = null;
                  for (int k = 0; k < 200; k++) {
                    byte[] b = enc.encode(k % 2 == 0 ? Samples.full() : Samples.large(50));
                    if (k % 2 == 0) {
                      Deep.assertDeepEquals(Samples.full(), enc.decode(b));
                      last = b;
                    }
                  }
                  return last;
                }));
      }
      for (Future<byte[]> f : results) {
        assertArrayEquals(expected, f.get(60, TimeUnit.SECONDS));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void firstUseFromSeveralThreadsAtOnce() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<byte[]>> results = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        results.add(
            pool.submit(
                () -> {
                  Fresh f = new Fresh();
                  f.names.add("x");
                  f.stamp = 9;
                  return RowEncoders.of(Fresh.class).encode(f);
                }));
      }
      byte[] first = results.get(0).get(60, TimeUnit.SECONDS);
      for (Future<byte[]> f : results) {
        assertArrayEquals(first, f.get(60, TimeUnit.SECONDS));
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
