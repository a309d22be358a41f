package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.Objects;

/** The customer who placed an {@link Order}: a few strings, an id and a loyalty tier. */
public final class Customer implements Serializable {
  private static final long serialVersionUID = 1L;

  public long id;
  public String name;
  public String email;
  public String city;
  public int tier;

  /** An empty customer. */
  public Customer() {}

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Customer)) {
      return false;
    }
    Customer c = (Customer) o;
    return id == c.id
        && tier == c.tier
        && Objects.equals(name, c.name)
        && Objects.equals(email, c.email)
        && Objects.equals(city, c.city);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, email, city, tier);
  }

  @Override
  public String toString() {
    return "Customer{id="
        + id
        + ", name="
        + name
        + ", email="
        + email
        + ", city="
        + city
        + ", tier="
        + tier
        + "}";
  }
}
