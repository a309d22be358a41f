package org.furylike.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.furylike.ThreadSafeFury;

/** The user classes of the Spark tests: sales, per-store totals and stores. */
final class Shop {
  private Shop() {}

  /** One sale line. */
  public static final class Sale {
    public String store;
    public String sku;
    public int quantity;
    public long cents;

    public Sale() {}

    Sale(long i) {
      store = "store-" + (i % 37);
      sku = "sku-" + (i % 211);
      quantity = 1 + (int) (i % 9);
      cents = 100 + (i * 7919) % 5000;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Sale
          && ((Sale) o).quantity == quantity
          && ((Sale) o).cents == cents
          && Objects.equals(((Sale) o).store, store)
          && Objects.equals(((Sale) o).sku, sku);
    }

    @Override
    public int hashCode() {
      return Objects.hash(store, sku, quantity, cents);
    }

    @Override
    public String toString() {
      return store + "/" + sku + "x" + quantity;
    }
  }

  /** What reduceByKey accumulates per store. */
  public static final class Totals {
    public long sales;
    public long items;
    public long cents;

    public Totals() {}

    static Totals of(Sale s) {
      Totals t = new Totals();
      t.sales = 1;
      t.items = s.quantity;
      t.cents = s.cents * s.quantity;
      return t;
    }

    static Totals merge(Totals a, Totals b) {
      Totals t = new Totals();
      t.sales = a.sales + b.sales;
      t.items = a.items + b.items;
      t.cents = a.cents + b.cents;
      return t;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Totals
          && ((Totals) o).sales == sales
          && ((Totals) o).items == items
          && ((Totals) o).cents == cents;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(cents);
    }

    @Override
    public String toString() {
      return sales + " sales, " + items + " items, " + cents + " cents";
    }
  }

  /** A store, joined to its totals. */
  public static final class Store {
    public String id;
    public String city;
    public List<String> tags = new ArrayList<>();

    public Store() {}

    Store(int i) {
      id = "store-" + i;
      city = i % 2 == 0 ? "M\u00fcnchen" : "Lyon";
      tags.add("size-" + (i % 3));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Store
          && Objects.equals(((Store) o).id, id)
          && Objects.equals(((Store) o).city, city)
          && Objects.equals(((Store) o).tags, tags);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(id);
    }

    @Override
    public String toString() {
      return id + "@" + city;
    }
  }

  /** Registers {@link Store} (the others come from the class list), as a registrator would. */
  public static final class Registrator implements FuryRegistrator {
    @Override
    public void registerClasses(ThreadSafeFury fury) {
      fury.register(Store.class);
      fury.register(ArrayList.class);
    }
  }
}
