package org.furylike.conformance;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.InvalidClassException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.UndeclaredThrowableException;
import java.net.SocketTimeoutException;
import java.net.URISyntaxException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.regex.PatternSyntaxException;
import org.furylike.conformance.HookedTypes.AllWrites;
import org.furylike.conformance.HookedTypes.Code;
import org.furylike.conformance.HookedTypes.Derived;
import org.furylike.conformance.HookedTypes.Ext;
import org.furylike.conformance.HookedTypes.ExtBytes;
import org.furylike.conformance.HookedTypes.Holder;
import org.furylike.conformance.HookedTypes.LayerC;
import org.furylike.conformance.HookedTypes.Money;
import org.furylike.conformance.HookedTypes.OnBase;
import org.furylike.conformance.HookedTypes.OnlyOne;
import org.furylike.conformance.HookedTypes.Range;
import org.furylike.conformance.HookedTypes.Renamed;
import org.furylike.conformance.HookedTypes.Singleton;
import org.furylike.conformance.HookedTypes.SubCode;
import org.furylike.conformance.HookedTypes.Validating;
import org.furylike.conformance.OtherTypes.Composed;
import org.furylike.conformance.OtherTypes.DeepFailure;
import org.furylike.conformance.OtherTypes.Failure;
import org.furylike.conformance.OtherTypes.FrozenSet;
import org.furylike.conformance.OtherTypes.Labeled;
import org.furylike.conformance.OtherTypes.NotedMap;
import org.furylike.conformance.OtherTypes.SumList;

/** Cases of JDK hooks, Externalizable, replace/resolve, hooked containers and throwables. */
final class HookCases {
  private HookCases() {}

  static void add(List<Case> out) {
    hooks(out);
    externalizable(out);
    replaceResolve(out);
    containers(out);
    throwables(out);
    jdkThrowables(out);
  }

  private static void hooks(List<Case> out) {
    String f = "hooks";
    out.add(Case.of(f, "readObject rebuilds transient", () -> new Derived("abc")));
    out.add(Case.of(f, "readObject with null field", () -> new Derived(null)));
    out.add(Case.of(f, "every primitive write", () -> new AllWrites(5L, List.of(1, "two"))));
    out.add(Case.of(f, "object write of null", () -> new AllWrites(-1L, null)));
    out.add(Case.of(f, "object write of hooked", () -> new AllWrites(0L, new Derived("in"))));
    out.add(Case.of(f, "putFields/readFields", () -> new Renamed(3, "t")));
    out.add(Case.of(f, "putFields null string", () -> new Renamed(-9, null)));
    out.add(Case.of(f, "serialPersistentFields subset", () -> new OnlyOne("k", "d")));
    out.add(Case.of(f, "non-serializable base ctor", () -> new OnBase("top")));
    out.add(Case.of(f, "three layers", () -> new LayerC(1, "mid", new ArrayList<>(List.of("c")))));
    out.add(Case.of(f, "three layers nulls", () -> new LayerC(0, null, null)));
    out.add(Case.of(f, "validation runs", () -> new Validating(4)));
    out.add(
        Case.of(
            f,
            "list of hooked",
            () -> new ArrayList<>(List.of(new Derived("a"), new Derived("bb")))));
    out.add(
        Case.of(f, "array of hooked", () -> new Object[] {new Derived("x"), new Renamed(1, "r")}));
    out.add(
        Case.of(
            f,
            "hooked in fields, shared",
            () -> {
              Holder h = new Holder();
              Derived d = new Derived("shared");
              h.first = d;
              h.second = d;
              h.derived = d;
              h.list.add(d);
              return h;
            }));
    out.add(
        Case.of(
                f,
                "hooked object in a cycle",
                () -> {
                  Holder h = new Holder();
                  h.list.add(h);
                  h.first = new Derived("c");
                  return h;
                })
            .checkedBy(
                (e, a) -> {
                  org.junit.jupiter.api.Assertions.assertEquals(
                      Checks.topology(e), Checks.topology(a));
                  Checks.SAME.accept(((Holder) e).first, ((Holder) a).first);
                })
            .onlyWithRefs());
  }

  private static void externalizable(List<Case> out) {
    String f = "externalizable";
    out.add(
        Case.of(f, "ints strings lists", () -> new Ext(1, "s", new ArrayList<>(List.of(1, 2)))));
    out.add(Case.of(f, "null list", () -> new Ext(-5, "", null)));
    out.add(
        Case.of(
            f,
            "nested externalizable",
            () -> new Ext(2, "n", new ArrayList<>(List.of(new Ext(3, "in", null))))));
    out.add(Case.of(f, "raw bytes", () -> new ExtBytes(new byte[] {9, 8, 7, 6})));
    out.add(Case.of(f, "empty raw bytes", () -> new ExtBytes(new byte[0])));
    out.add(
        Case.of(
            f,
            "in a map",
            () -> new java.util.HashMap<>(java.util.Map.of("e", new ExtBytes(new byte[] {1})))));
    out.add(
        Case.of(
            f,
            "shared twice",
            () -> {
              Ext e = new Ext(7, "twice", null);
              return new ArrayList<>(Arrays.asList(e, e));
            }));
    out.add(Case.of(f, "array of externalizable", () -> new Ext[] {new Ext(1, "a", null), null}));
  }

  private static void replaceResolve(List<Case> out) {
    String f = "replace/resolve";
    out.add(
        Case.of(f, "readResolve singleton", () -> Singleton.INSTANCE)
            .checkedBy(Checks.identical()));
    out.add(
        Case.of(
                f,
                "singleton in list",
                () -> new ArrayList<>(List.of(Singleton.INSTANCE, Singleton.INSTANCE)))
            .checkedBy(Checks.identicalElements()));
    out.add(Case.of(f, "writeReplace proxy", () -> new Money(1999, "EUR")));
    out.add(Case.of(f, "writeReplace negative", () -> new Money(-1, "USD")));
    out.add(
        Case.of(
            f,
            "proxies in a list",
            () -> new ArrayList<>(List.of(new Money(1, "A"), new Money(2, "B")))));
    out.add(
        Case.of(
            f,
            "shared replaced value",
            () -> {
              Money m = new Money(5, "GBP");
              Holder h = new Holder();
              h.first = m;
              h.second = m;
              return h;
            }));
    out.add(
        Case.of(f, "readResolve normalizes", () -> new Code("abc"))
            .checkedBy((e, a) -> Checks.SAME.accept(new Code("ABC"), a)));
    out.add(
        Case.of(f, "inherited protected readResolve", () -> new SubCode("x"))
            .checkedBy((e, a) -> Checks.SAME.accept(new Code("X"), a)));
    out.add(Case.of(f, "record with readResolve", () -> new Range(5, 2)));
    out.add(
        Case.of(f, "record resolved to zero", () -> new Range(3, 3))
            .checkedBy((e, a) -> Checks.SAME.accept(new Range(0, 0), a)));
  }

  private static void containers(List<Case> out) {
    String f = "hooked containers";
    out.add(Case.of(f, "list subclass readObject", () -> new SumList("s", 1, 2, 3)));
    out.add(Case.of(f, "empty list subclass", () -> new SumList("e")));
    out.add(
        Case.of(
            f,
            "map subclass writeObject",
            () -> {
              NotedMap m = new NotedMap();
              m.note = "n";
              m.put("a", 1);
              m.put("b", 2);
              return m;
            }));
    out.add(
        Case.of(
                f,
                "sorted set subclass readResolve",
                () -> {
                  FrozenSet s = new FrozenSet();
                  s.add("z");
                  s.add("a");
                  return s;
                })
            .checkedBy(
                (e, a) -> {
                  Checks.SAME.accept(
                      new ArrayList<>((FrozenSet) e), new ArrayList<>((FrozenSet) a));
                  org.junit.jupiter.api.Assertions.assertTrue(((FrozenSet) a).frozen);
                }));
    out.add(
        Case.of(
            f,
            "hooked containers in a list",
            () -> new ArrayList<>(List.of(new SumList("a", 1), new SumList("b", 2, 2)))));
  }

  private static void throwables(List<Case> out) {
    String f = "throwables";
    out.add(
        Case.of(
                f,
                "user exception with fields",
                () -> new Failure("f", 2, new ArrayList<>(List.of("a"))))
            .checkedBy(Checks.JDK_STATE));
    out.add(
        Case.of(f, "subclass without (String) ctor", () -> new DeepFailure(9L))
            .checkedBy(Checks.JDK_STATE));
    out.add(
        Case.of(f, "overridden getMessage", () -> new Composed("detail", "here"))
            .checkedBy(Checks.JDK_STATE));
    out.add(
        Case.of(f, "readObject in exception", () -> new Labeled("c1"))
            .checkedBy(Checks.sameBy(t -> ((Labeled) t).label + Checks.describe((Throwable) t))));
    out.add(
        Case.of(
                f,
                "cause chain",
                () ->
                    new IllegalStateException(
                        "top", new IOException("mid", new ArithmeticException("root"))))
            .checkedBy(Checks.JDK_STATE));
    out.add(
        Case.of(
                f,
                "suppressed",
                () -> {
                  Exception e = new Exception("main");
                  e.addSuppressed(new IOException("close 1"));
                  e.addSuppressed(new IllegalArgumentException("close 2"));
                  return e;
                })
            .checkedBy(Checks.JDK_STATE));
    out.add(Case.of(f, "null message", () -> new RuntimeException()).checkedBy(Checks.JDK_STATE));
    out.add(Case.of(f, "error", () -> new StackOverflowError("so")).checkedBy(Checks.JDK_STATE));
    out.add(
        Case.of(
                f,
                "empty stack trace",
                () -> {
                  Exception e = new Exception("no frames");
                  e.setStackTrace(new StackTraceElement[0]);
                  return e;
                })
            .checkedBy(Checks.JDK_STATE));
    out.add(
        Case.of(
                f,
                "exception in a field",
                () -> {
                  Holder h = new Holder();
                  h.first = new Failure("held", 1, new ArrayList<>());
                  return h;
                })
            .checkedBy((e, a) -> Checks.JDK_STATE.accept(((Holder) e).first, ((Holder) a).first)));
  }

  private static void jdkThrowables(List<Case> out) {
    String f = "jdk throwables";
    jdk(
        out,
        f,
        "InterruptedIOException",
        () -> {
          InterruptedIOException e = new InterruptedIOException("i");
          e.bytesTransferred = 12;
          return e;
        });
    jdk(
        out,
        f,
        "SocketTimeoutException",
        () -> {
          SocketTimeoutException e = new SocketTimeoutException("t");
          e.bytesTransferred = 3;
          return e;
        });
    jdk(
        out,
        f,
        "SQLException chain",
        () -> {
          SQLException e = new SQLException("s", "42000", 7);
          e.setNextException(new SQLException("n", "08001", 8));
          return e;
        });
    jdk(
        out,
        f,
        "BatchUpdateException",
        () -> new BatchUpdateException("b", "2200", 1, new int[] {1, 2}, new IOException("c")));
    jdk(out, f, "UncheckedIOException", () -> new UncheckedIOException("u", new IOException("io")));
    jdk(
        out,
        f,
        "InvocationTargetException",
        () -> new InvocationTargetException(new IllegalStateException("t"), "m"));
    jdk(
        out,
        f,
        "UndeclaredThrowableException",
        () -> new UndeclaredThrowableException(new IOException("x"), "m"));
    jdk(
        out,
        f,
        "ExceptionInInitializerError",
        () -> new ExceptionInInitializerError(new ArithmeticException("a")));
    jdk(
        out,
        f,
        "ClassNotFoundException",
        () -> new ClassNotFoundException("C", new IOException("jar")));
    jdk(out, f, "FileSystemException", () -> new FileSystemException("/a", "/b", "r"));
    jdk(out, f, "NoSuchFileException", () -> new NoSuchFileException("/n"));
    jdk(out, f, "AccessDeniedException", () -> new AccessDeniedException("/s", null, "d"));
    jdk(out, f, "DateTimeException", () -> new DateTimeException("dt"));
    jdk(out, f, "DateTimeParseException", () -> new DateTimeParseException("p", "2020-1", 4));
    jdk(out, f, "PatternSyntaxException", () -> new PatternSyntaxException("d", "[", 0));
    jdk(out, f, "URISyntaxException", () -> new URISyntaxException("a b", "space", 1));
    jdk(out, f, "InvalidPathException", () -> new InvalidPathException("x", "bad", 0));
    jdk(out, f, "InvalidClassException", () -> new InvalidClassException("C", "r"));
    jdk(
        out,
        f,
        "ExecutionException",
        () -> new ExecutionException("e", new IllegalArgumentException("a")));
    jdk(out, f, "CompletionException", () -> new CompletionException(new IOException("c")));
    jdk(out, f, "TimeoutException", () -> new TimeoutException("late"));
    jdk(out, f, "NoSuchElementException", () -> new NoSuchElementException("none"));
    jdk(
        out,
        f,
        "ConcurrentModificationException",
        () -> new ConcurrentModificationException("cme"));
    jdk(out, f, "NumberFormatException", () -> new NumberFormatException("nf"));
    jdk(out, f, "IndexOutOfBoundsException", () -> new ArrayIndexOutOfBoundsException(5));
  }

  private static void jdk(
      List<Case> out, String family, String name, java.util.function.Supplier<Object> s) {
    out.add(Case.of(family, name, s).checkedBy(Checks.JDK_STATE));
  }
}
