package org.furylike.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.CharConversionException;
import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.InvalidObjectException;
import java.io.WriteAbortedException;
import java.net.HttpRetryException;
import java.nio.charset.IllegalCharsetNameException;
import java.sql.DataTruncation;
import java.sql.SQLWarning;
import java.text.ParseException;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.MissingResourceException;
import java.util.UnknownFormatConversionException;
import java.util.concurrent.BrokenBarrierException;
import java.util.zip.ZipException;
import org.furylike.conformance.MoreTypes.Coded;
import org.furylike.conformance.MoreTypes.CountingMap;
import org.furylike.conformance.MoreTypes.ExtList;
import org.furylike.conformance.MoreTypes.HookedLru;
import org.furylike.conformance.MoreTypes.Jobs;
import org.furylike.conformance.MoreTypes.Lru;
import org.furylike.conformance.MoreTypes.Names;
import org.furylike.conformance.MoreTypes.Quiet;
import org.furylike.conformance.MoreTypes.RankMap;
import org.furylike.conformance.MoreTypes.ReplacedList;
import org.furylike.conformance.MoreTypes.SelfList;
import org.furylike.conformance.MoreTypes.TaggedList;

/**
 * Cases of container subclasses with own fields and constructor-set JDK state, more throwables
 * (user and JDK) compared with JDK serialization, and sorted collections ordered by serializable
 * lambdas. Container cases are checked against what {@code ObjectInputStream} gives back.
 */
final class MoreCases {
  private MoreCases() {}

  static void add(List<Case> out) {
    containers(out);
    throwables(out);
    jdkThrowables(out);
    MoreViewCases.add(out);
  }

  private static void containers(List<Case> out) {
    String f = "hooked containers";
    out.add(
        Case.of(
                f,
                "plain list subclass with own fields",
                () -> {
                  TaggedList l = new TaggedList();
                  l.tag = "t";
                  l.weight = 3;
                  l.add("a");
                  return l;
                })
            .checkedBy(
                Checks.likeJdk(l -> List.of(l, ((TaggedList) l).tag, ((TaggedList) l).weight))));
    out.add(
        Case.of(
                f,
                "plain map subclass with own field",
                () -> {
                  CountingMap m = new CountingMap();
                  m.hits = 4;
                  m.put("k", 1);
                  return m;
                })
            .checkedBy(Checks.likeJdk(m -> List.of(m, ((CountingMap) m).hits))));
    out.add(
        Case.of(
                f,
                "access-ordered LinkedHashMap subclass",
                () -> {
                  Lru m = new Lru(3);
                  m.put("a", 1);
                  m.put("b", 2);
                  m.put("c", 3);
                  m.get("a");
                  return m;
                })
            .checkedBy(Checks.likeJdk(MoreCases::lruProbe)));
    out.add(
        Case.of(
                f,
                "hooked TreeMap subclass with a constructor comparator",
                () -> {
                  RankMap m = new RankMap(Collections.reverseOrder());
                  m.version = 2;
                  m.put("a", 1);
                  m.put("c", 3);
                  return m;
                })
            .checkedBy(Checks.likeJdk(MoreCases::rankProbe)));
    out.add(
        Case.of(
                f,
                "hooked access-ordered LinkedHashMap subclass",
                () -> {
                  HookedLru m = new HookedLru(true);
                  m.note = "n";
                  m.put("x", 1);
                  m.put("y", 2);
                  return m;
                })
            .checkedBy(
                Checks.likeJdk(
                    m -> {
                      HookedLru h = (HookedLru) m;
                      h.get("x");
                      return List.of(new ArrayList<>(h.keySet()), h.note);
                    })));
    out.add(
        Case.of(
                f,
                "PriorityQueue subclass with a constructor comparator",
                () -> {
                  Jobs q = new Jobs(Comparator.reverseOrder());
                  q.owner = "o";
                  q.add("a");
                  q.add("c");
                  q.add("b");
                  return q;
                })
            .checkedBy(Checks.likeJdk(MoreCases::drain)));
    out.add(
        Case.of(
                f,
                "TreeSet subclass with a constructor comparator",
                () -> {
                  Names s = new Names(String.CASE_INSENSITIVE_ORDER);
                  s.add("b");
                  s.add("A");
                  return s;
                })
            .checkedBy(
                Checks.likeJdk(
                    s -> {
                      Names n = (Names) s;
                      n.add("a");
                      n.add("C");
                      return new ArrayList<>(n);
                    })));
    out.add(
        Case.of(
                f,
                "ConcurrentSkipListSet subclass with a constructor comparator",
                () -> {
                  MoreTypes.SkipNames s = new MoreTypes.SkipNames(Comparator.reverseOrder());
                  s.add("a");
                  s.add("b");
                  return s;
                })
            .checkedBy(
                Checks.likeJdk(
                    s -> {
                      ((MoreTypes.SkipNames) s).add("c");
                      return new ArrayList<>((MoreTypes.SkipNames) s);
                    })));
    out.add(
        Case.of(
                f,
                "PriorityBlockingQueue subclass with a constructor comparator",
                () -> {
                  MoreTypes.Tasks q = new MoreTypes.Tasks(Comparator.reverseOrder());
                  q.add("a");
                  q.add("c");
                  q.add("b");
                  return q;
                })
            .checkedBy(
                Checks.likeJdk(
                    q -> {
                      MoreTypes.Tasks t = (MoreTypes.Tasks) q;
                      t.add("bb");
                      List<Object> polled = new ArrayList<>();
                      while (!t.isEmpty()) {
                        polled.add(t.poll());
                      }
                      return polled;
                    })));
    out.add(
        Case.of(
                f,
                "LinkedBlockingQueue subclass with a constructor capacity",
                () -> {
                  MoreTypes.Inbox q = new MoreTypes.Inbox(2);
                  q.add("m");
                  return q;
                })
            .checkedBy(
                Checks.likeJdk(
                    q -> List.of(q.toString(), ((MoreTypes.Inbox) q).remainingCapacity()))));
    out.add(
        Case.of(f, "double-brace bounded queue", () -> MoreTypes.braceBoundedQueue())
            .checkedBy(
                Checks.likeJdk(
                    q ->
                        List.of(
                            q.getClass(),
                            q.toString(),
                            ((java.util.concurrent.BlockingQueue<?>) q).remainingCapacity()))));
    out.add(
        Case.of(
                f,
                "Properties subclass with defaults",
                () -> {
                  java.util.Properties defaults = new java.util.Properties();
                  defaults.setProperty("mode", "fast");
                  MoreTypes.Settings p = new MoreTypes.Settings(defaults);
                  p.setProperty("own", "1");
                  return p;
                })
            .checkedBy(
                Checks.likeJdk(
                    p -> {
                      java.util.Properties q = (java.util.Properties) p;
                      return q.getProperty("mode") + q.getProperty("own") + q.size();
                    })));
    out.add(
        Case.of(f, "double-brace HashMap", () -> MoreTypes.braceMap())
            .checkedBy(Checks.likeJdk(m -> List.of(m.getClass(), m))));
    out.add(
        Case.of(f, "double-brace ArrayList", () -> MoreTypes.braceList())
            .checkedBy(Checks.likeJdk(l -> java.util.Arrays.asList(l.getClass(), l))));
    out.add(
        Case.of(f, "double-brace TreeSet with a comparator", () -> MoreTypes.braceSortedSet())
            .checkedBy(
                Checks.likeJdk(
                    s -> {
                      java.util.TreeSet<String> t = (java.util.TreeSet<String>) s;
                      t.add("c");
                      return List.of(s.getClass(), new ArrayList<>(t));
                    })));
    out.add(
        Case.of(
                f,
                "writeReplace to a plain list",
                () -> {
                  ReplacedList l = new ReplacedList();
                  l.add("r");
                  return l;
                })
            .checkedBy(Checks.likeJdk(l -> List.of(l.getClass(), l))));
    out.add(
        Case.of(
                f,
                "Externalizable list subclass",
                () -> {
                  ExtList l = new ExtList();
                  l.name = "ext";
                  l.add(4);
                  l.add(5);
                  return l;
                })
            .checkedBy(Checks.likeJdk(l -> List.of(l, ((ExtList) l).name))));
    out.add(
        Case.of(
                f,
                "hooked list holding itself",
                () -> {
                  SelfList l = new SelfList();
                  l.add("x");
                  l.add(l);
                  return l;
                })
            .checkedBy(
                (e, a) -> {
                  SelfList s = (SelfList) a;
                  assertSame(s, s.get(1));
                  assertEquals("x", s.get(0));
                  assertEquals(1, s.reads);
                })
            .onlyWithRefs());
  }

  private static Object lruProbe(Object m) {
    Lru l = (Lru) m;
    List<Object> out = new ArrayList<>(l.keySet());
    l.get("b");
    l.put("d", 4);
    out.add(new ArrayList<>(l.keySet()));
    out.add(l.max);
    return out;
  }

  private static Object rankProbe(Object m) {
    RankMap r = (RankMap) m;
    r.put("b", 2);
    return List.of(new ArrayList<>(r.keySet()), r.version);
  }

  private static Object drain(Object q) {
    Jobs j = (Jobs) q;
    List<Object> out = new ArrayList<>();
    j.add("bb");
    while (!j.isEmpty()) {
      out.add(j.poll());
    }
    out.add(j.owner);
    return out;
  }

  private static void throwables(List<Case> out) {
    String f = "throwables";
    jdk(out, f, "no suppression, no stack trace", () -> new Quiet("q", new Exception("c")));
    out.add(
        Case.of(f, "user payload and transient field", () -> new Coded("p", new int[] {1, 2}))
            .checkedBy(Checks.JDK_STATE)
            .withoutTopology());
    out.add(
        Case.of(f, "writeReplace to a JDK exception", () -> new MoreTypes.Replaced("r"))
            .checkedBy(Checks.likeJdk(t -> t.getClass() + ":" + ((Throwable) t).getMessage()))
            .withoutTopology());
    out.add(
        Case.of(f, "readResolve to a shared instance", () -> MoreTypes.Coded2.TIMEOUT)
            .checkedBy(Checks.identical()));
    out.add(
        Case.of(
                f,
                "cause cycle",
                () -> {
                  Exception a = new Exception("a");
                  Exception b = new Exception("b", a);
                  a.initCause(b);
                  return a;
                })
            .checkedBy(Checks.JDK_STATE)
            .onlyWithRefs());
    out.add(
        Case.of(
                f,
                "same suppressed twice",
                () -> {
                  Exception e = new Exception("e");
                  IllegalStateException s = new IllegalStateException("s");
                  e.addSuppressed(s);
                  e.addSuppressed(s);
                  return e;
                })
            .checkedBy(Checks.JDK_STATE)
            .onlyWithRefs());
    jdk(
        out,
        f,
        "hand-made frames",
        () -> {
          Exception e = new Exception("frames");
          e.setStackTrace(
              new StackTraceElement[] {
                new StackTraceElement("a.B", "m", null, -2),
                new StackTraceElement("loader", "mod", "1.0", "c.D", "n", "D.java", 7)
              });
          return e;
        });
    out.add(
        Case.of(
                f,
                "exception shared in a list",
                () -> {
                  Exception e = new Exception("shared");
                  return new ArrayList<>(List.of(e, e));
                })
            .checkedBy(
                (e, a) -> {
                  List<?> l = (List<?>) a;
                  Checks.JDK_STATE.accept(((List<?>) e).get(0), l.get(0));
                  Checks.JDK_STATE.accept(((List<?>) e).get(1), l.get(1));
                }));
  }

  private static void jdkThrowables(List<Case> out) {
    String f = "jdk throwables";
    jdk(out, f, "WriteAbortedException", () -> new WriteAbortedException("w", new EOFException()));
    jdk(out, f, "InvalidObjectException", () -> new InvalidObjectException("bad"));
    jdk(out, f, "FileNotFoundException", () -> new FileNotFoundException("/f"));
    jdk(out, f, "CharConversionException", () -> new CharConversionException("cc"));
    jdk(out, f, "ZipException", () -> new ZipException("zip"));
    jdk(out, f, "HttpRetryException", () -> new HttpRetryException("retry", 503, "http://h/"));
    jdk(out, f, "IllegalCharsetNameException", () -> new IllegalCharsetNameException("x y"));
    jdk(out, f, "ParseException", () -> new ParseException("p", 11));
    jdk(out, f, "SQLWarning chain", MoreCases::warning);
    jdk(out, f, "DataTruncation", () -> new DataTruncation(2, true, false, 10, 5));
    jdk(out, f, "MissingResourceException", () -> new MissingResourceException("m", "C", "k"));
    jdk(out, f, "UnknownFormatConversion", () -> new UnknownFormatConversionException("q"));
    jdk(out, f, "BrokenBarrierException", () -> new BrokenBarrierException("bb"));
    jdk(
        out,
        f,
        "EnumConstantNotPresentException",
        () -> new EnumConstantNotPresentException(DayOfWeek.class, "FUNDAY"));
    jdk(
        out,
        f,
        "TypeNotPresentException",
        () -> new TypeNotPresentException("a.Missing", new ClassNotFoundException("a.Missing")));
    jdk(out, f, "AssertionError with detail", () -> new AssertionError("detail"));
  }

  private static Object warning() {
    SQLWarning w = new SQLWarning("w1", "01000", 1);
    w.setNextWarning(new SQLWarning("w2", "01001", 2));
    return w;
  }

  static void jdk(
      List<Case> out, String family, String name, java.util.function.Supplier<Object> s) {
    out.add(Case.of(family, name, s).checkedBy(Checks.JDK_STATE));
  }
}
