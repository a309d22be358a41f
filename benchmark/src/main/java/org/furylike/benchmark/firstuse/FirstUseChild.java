package org.furylike.benchmark.firstuse;

import com.google.gson.Gson;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.compile.WideClassSource;

/**
 * The measuring side of {@link FirstUseDriver}, run in a JVM of its own for every sample. It loads
 * the classes to register and builds the value to serialize untimed, then times with {@link
 * System#nanoTime()}: the peer's {@code build()} plus the registration of {@link
 * FirstUseDriver#REGISTERED} classes, the first serialize of the value, the first deserialize of
 * its bytes, and serializations per millisecond in successive windows. It prints one line, {@link
 * FirstUseSample#LINE_PREFIX} followed by the sample as JSON, and nothing else.
 *
 * <pre>
 * java -cp ... org.furylike.benchmark.firstuse.FirstUseChild PEER FIELDS CURVE_MS WINDOW_MS
 * </pre>
 */
public final class FirstUseChild {
  private FirstUseChild() {}

  /** Entry point; see the class comment for the arguments. */
  public static void main(String[] args) throws ReflectiveOperationException {
    if (args.length != 4) {
      throw new IllegalArgumentException("expected PEER FIELDS CURVE_MS WINDOW_MS");
    }
    FirstUsePeer peer = FirstUsePeer.valueOf(args[0]);
    int fields = Integer.parseInt(args[1]);
    int curveMs = Integer.parseInt(args[2]);
    int windowMs = Integer.parseInt(args[3]);
    List<Class<?>> classes = new ArrayList<>();
    for (int n : FirstUseDriver.REGISTERED) {
      classes.add(Class.forName(WideClassSource.className(n)));
    }
    Object value = sample(Class.forName(WideClassSource.className(fields)));
    peer.prepare();

    long t0 = System.nanoTime();
    FirstUsePeer.Codec codec = peer.build(classes);
    long t1 = System.nanoTime();
    byte[] bytes = codec.serialize(value);
    long t2 = System.nanoTime();
    Object back = codec.deserialize(bytes);
    long t3 = System.nanoTime();

    double[] curve = curve(codec, value, curveMs, windowMs);
    if (!value.equals(back) || !value.equals(codec.deserialize(codec.serialize(value)))) {
      throw new IllegalStateException(peer + ": round trip of " + fields + " fields differs");
    }
    FirstUseSample sample =
        new FirstUseSample(
            peer, fields, ms(t1 - t0), ms(t2 - t1), ms(t3 - t2), windowMs, curve, bytes.length, "");
    System.out.println(FirstUseSample.LINE_PREFIX + new Gson().toJson(sample));
  }

  /** Serializations per millisecond in each of the {@code curveMs / windowMs} windows. */
  static double[] curve(FirstUsePeer.Codec codec, Object value, int curveMs, int windowMs) {
    double[] opsPerMs = new double[curveMs / windowMs];
    long windowNanos = windowMs * 1_000_000L;
    long sink = 0;
    long end = System.nanoTime();
    for (int w = 0; w < opsPerMs.length; w++) {
      end += windowNanos;
      long ops = 0;
      while (System.nanoTime() < end) {
        sink += codec.serialize(value).length;
        ops++;
      }
      opsPerMs[w] = (double) ops / windowMs;
    }
    if (sink == 42) {
      // Never true for real sizes; keeps the loop's result alive.
      opsPerMs[0] += Double.MIN_VALUE;
    }
    return opsPerMs;
  }

  private static Object sample(Class<?> cls) throws ReflectiveOperationException {
    try {
      return cls.getMethod("sample").invoke(null);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("cannot populate " + cls.getName(), e.getCause());
    }
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
